import { Button, Field, waitingChoiceProps, waitingSelectProps } from '@hearth/ui';
import { useId } from 'react';
import { checkoutMessage } from '../../wording';
import { isRemoteState } from '../shared/address-logic';
import type { CheckoutController } from '../checkout-controller';
import { SERVICE_LEVEL } from '../shared/enums';
import { isInHomeShipment, selectedServiceLevel } from './options-logic';
import type { ShipmentRef } from './options-actions';
import type { Shipment } from '../shared/schema-shipping';
import { ShippingInfoPart } from '../popups/lazy-popups';

/** Props of {@link DeliveryOptions}. */
export interface DeliveryOptionsProps {
  shipment: Shipment;
  shipmentRef: ShipmentRef;
  controller: CheckoutController;
  /** The recipient's state, for the remote-state fee [ref: checkout#limits]. */
  state: string | null | undefined;
  busy: boolean;
}

/** The notes of [ref: checkout#limits]: the noon cut-off of the fast levels, the remote states' fee. */
function DeliveryNotes({ fast, remote }: { fast: boolean; remote: boolean }) {
  return (
    <>
      {fast ? (
        <p className="hearth-checkout__muted">
          {checkoutMessage('noonCutoff', 'Express and 2-day orders must be placed by noon CT.')}
        </p>
      ) : null}
      {remote ? (
        <p className="hearth-checkout__muted">
          {checkoutMessage('remoteFee', 'Alaska, Hawaii and the U.S. territories carry a $10 additional shipping fee.')}
        </p>
      ) : null}
    </>
  );
}

/**
 * A delivery's choices [ref: checkout#data, #rules, #limits]: the service level, a holiday date (which sets the
 * standard level), ship complete, trip booking for in-home delivery, and the notes of [ref: checkout#limits].
 */
export function DeliveryOptions({ shipment, shipmentRef: ref, controller, state, busy }: DeliveryOptionsProps) {
  const id = useId();
  const level = selectedServiceLevel(shipment);
  const levels = shipment.availableServiceLevels ?? [];
  const holidays = shipment.holidayHold?.holidays ?? [];
  const trip = shipment.tripBooking ?? {};
  // one ship method for the shipment's items, else none (the popup then shows every section)
  const methods = new Set(shipment.items.map((item) => item.calculatedShipMethod ?? null));
  const shipMethod = methods.size === 1 ? [...methods][0]! : null;
  const fast = levels.some((l) => l.serviceLevel === SERVICE_LEVEL.premium || l.serviceLevel === SERVICE_LEVEL.express);
  return (
    <div className="hearth-checkout__delivery">
      {levels.length > 0 ? (
        <fieldset className="hearth-checkout__choices">
          <legend>{checkoutMessage('shippingMethod', 'Shipping Method')}</legend>
          {levels.map((option) => (
            <label key={option.serviceLevel} className="hearth-checkbox">
              <input
                type="radio"
                name={`${id}-level`}
                checked={level === option.serviceLevel}
                onChange={() => void controller.setServiceLevel(ref, option.serviceLevel)}
                {...waitingChoiceProps(busy)}
              />
              <span>
                {option.name || String(option.serviceLevel)}
                {option.formattedCharge ? ` ${option.formattedCharge}` : ''}
                {option.description ? <span className="hearth-checkout__muted"> {option.description}</span> : null}
              </span>
            </label>
          ))}
        </fieldset>
      ) : null}
      <Button variant="link" {...ShippingInfoPart.preloadProps} onClick={() => controller.openShippingInfo(shipMethod)}>
        {checkoutMessage('shippingInfo', 'Shipping Charges and Delivery Information')}
      </Button>
      <DeliveryNotes fast={fast} remote={isRemoteState(state)} />
      {holidays.length > 0 ? (
        <Field
          label={checkoutMessage('holidayDate', 'Holiday delivery')}
          hint={checkoutMessage('holidayHint', 'Choosing a holiday date ships your order by Standard Delivery.')}
        >
          {(aria) => (
            <select
              {...aria}
              className="hearth-field__input"
              value={shipment.holidayHold?.selectedShippingDate ?? ''}
              onChange={(event) => void controller.setHolidayDate(ref, event.target.value)}
              {...waitingSelectProps(busy, shipment.holidayHold?.selectedShippingDate ?? '')}
            >
              <option value="">{checkoutMessage('holidayNone', 'No holiday hold')}</option>
              {holidays.map((h) => (
                <option key={h.shippingDate} value={h.shippingDate}>
                  {h.shippingRange || h.shippingDate}
                </option>
              ))}
            </select>
          )}
        </Field>
      ) : null}
      {shipment.isShipCompleteVisible ? (
        <fieldset className="hearth-checkout__choices">
          <legend>{checkoutMessage('shipComplete', 'When should we ship?')}</legend>
          {[
            [0, checkoutMessage('shipAsAvailable', 'Ship items as they become available')],
            [1, checkoutMessage('shipTogether', 'Ship all items together')],
          ].map(([value, label]) => (
            <label key={value} className="hearth-checkbox">
              <input
                type="radio"
                name={`${id}-complete`}
                checked={(shipment.isShipCompleteSelected === true ? 1 : 0) === value}
                onChange={() => void controller.setShipComplete(ref, value as number)}
                {...waitingChoiceProps(busy)}
              />
              <span>{label}</span>
            </label>
          ))}
        </fieldset>
      ) : null}
      {isInHomeShipment(shipment) ? (
        <fieldset className="hearth-checkout__choices">
          <legend>{checkoutMessage('tripBooking', 'In-Home Delivery')}</legend>
          {(trip.trips ?? []).map((t) => (
            <label key={String(t.id)} className="hearth-checkbox">
              <input
                type="radio"
                name={`${id}-trip`}
                checked={trip.selectedTrip != null && String(trip.selectedTrip) === String(t.id)}
                onChange={() => controller.setTripBooking(ref, { selectedTrip: t.id })}
              />
              <span>{t.description || String(t.id)}</span>
            </label>
          ))}
          <label className="hearth-checkbox">
            <input
              type="checkbox"
              checked={trip.isContactMeSelected === true}
              onChange={(e) => controller.setTripBooking(ref, { isContactMeSelected: e.target.checked })}
            />
            <span>{checkoutMessage('contactMe', 'Contact me to schedule my delivery')}</span>
          </label>
          <Field label={checkoutMessage('drivingDirections', 'Driving directions (optional)')}>
            {(aria) => (
              <textarea
                {...aria}
                className="hearth-field__input"
                rows={2}
                maxLength={250}
                value={trip.drivingDirections ?? ''}
                onChange={(e) => controller.setTripBooking(ref, { drivingDirections: e.target.value })}
              />
            )}
          </Field>
        </fieldset>
      ) : null}
    </div>
  );
}
