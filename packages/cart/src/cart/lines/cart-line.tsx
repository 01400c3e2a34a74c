import { formatCents, type Site } from '@hearth/core';
import { Button, firstClick, QuantitySelector, waitingChoiceProps } from '@hearth/ui';
import { useId } from 'react';
import type { CartController } from '../controller/cart-controller';
import { cartLinkUrl } from '../cart-urls';
import type { LeaveLine } from './use-line-focus';
import { cartMessage } from '../wording';
import { isShipMethod, PICKUP_SHIP_METHOD, SHIP_SHIP_METHOD } from '../controller/pickup-estimate';
import type { CartLineItem } from '../schema';

/** Props of {@link CartLine}. */
export interface CartLineProps {
  line: CartLineItem;
  site: Site;
  controller: CartController;
  /** The action in flight, if any. */
  busy: string | null;
  /** The pickup estimate of this line ([ref: cart#calls] getEdd). */
  pickupMessage?: string | undefined;
  /** Store pickup is offered on this cart (the cart page's config). */
  pickupEnabled: boolean;
  /** Save for later is offered on this cart (the cart page's config). */
  saveForLaterEnabled: boolean;
  /** Runs an action that takes the line out of the list (Remove, Save for Later); focus follows. */
  leave: LeaveLine;
}

/** The options the shopper chose for a line (fabric, size, …), if any. */
function LineOptions({ options }: { options: CartLineItem['selectedOptions'] }) {
  return options?.length ? (
    <ul className="hearth-cart__options">
      {options.map((option, index) => (
        <li key={index}>
          {option.title ? `${option.title}: ` : ''}
          {option.text}
        </li>
      ))}
    </ul>
  ) : null;
}

/** A line's Ship / Pick up choice [ref: cart#rules]: waits, unavailable, while any action is sent. */
function ShipChoice({
  lineId,
  name,
  ships,
  sending,
  onChoose,
}: {
  lineId: string | number;
  name: string;
  ships: boolean;
  sending: boolean;
  onChoose: (shipMethod: number) => void;
}) {
  return (
    <fieldset className="hearth-cart__ship" data-busy={sending ? '' : undefined}>
      <legend>
        {cartMessage('deliveryMethod', 'Delivery method')}
        <span className="hearth-visually-hidden">, {name}</span>
      </legend>
      <label>
        <input
          type="radio"
          name={`ship-${lineId}`}
          checked={ships}
          onChange={() => onChoose(SHIP_SHIP_METHOD)}
          {...waitingChoiceProps(sending)}
        />
        {cartMessage('ship', 'Ship')}
      </label>
      <label>
        <input
          type="radio"
          name={`ship-${lineId}`}
          checked={!ships}
          onChange={() => onChoose(PICKUP_SHIP_METHOD)}
          {...waitingChoiceProps(sending)}
        />
        {cartMessage('pickup', 'Pick Up in Store')}
      </label>
    </fieldset>
  );
}

/** One cart line: image, name, price, quantity, ship or pickup, and its actions [ref: cart#rules]. */
export function CartLine({
  line,
  site,
  controller,
  busy,
  pickupMessage,
  pickupEnabled,
  saveForLaterEnabled,
  leave,
}: CartLineProps) {
  const nameId = useId();
  const id = line.id;
  const name = line.name ?? line.sku;
  const ships = isShipMethod(line.shipMethod);
  const total = line.totalPrice ?? (line.currentPrice ?? 0) * line.qty;
  const showShipChoice =
    pickupEnabled && line.isStorePickupOptionVisible === true && line.isShipOptionVisible !== false;
  const isBusy = (action: string) => busy === `${action}:${id}`;
  // Any action of the cart being sent: this line's controls wait for it (one action at a time),
  // unavailable rather than dropping a press without a sign; its own shows the spinner.
  const sending = busy !== null;
  const href = cartLinkUrl(line.url, 'lineItems.url');
  const image = cartLinkUrl(line.imagePath, 'lineItems.imagePath');
  return (
    <li className="hearth-cart__line" data-line-id={id} aria-busy={busy?.endsWith(`:${id}`) || undefined}>
      {image ? <img className="hearth-cart__image" src={image} alt="" width={120} height={120} /> : null}
      <div className="hearth-cart__details">
        <h3 id={nameId} className="hearth-cart__name">
          {href ? <a href={href}>{name}</a> : name}
        </h3>
        <LineOptions options={line.selectedOptions} />
        {line.personalizationText ? <p className="hearth-cart__personalization">{line.personalizationText}</p> : null}
        {line.availabilityMessage ? <p className="hearth-cart__availability">{line.availabilityMessage}</p> : null}
        {ships && line.edd?.message ? <p className="hearth-cart__edd">{line.edd.message}</p> : null}
        <p className="hearth-cart__price">
          <span className="hearth-visually-hidden">{cartMessage('price', 'Price')} </span>
          {formatCents(line.currentPrice ?? 0, site)}
        </p>
        <QuantitySelector
          value={line.qty}
          label={`${cartMessage('quantity', 'Quantity')}, ${name}`}
          disabled={line.priceQuantityTotals?.isQuantityDisabled === true}
          busy={sending}
          onChange={(quantity) => void controller.updateItem(id, quantity)}
        />
        <p className="hearth-cart__total">{formatCents(total, site)}</p>
        {showShipChoice ? (
          <ShipChoice
            lineId={id}
            name={name}
            ships={ships}
            sending={sending}
            onChoose={(shipMethod) => void controller.updateShipMethod(id, shipMethod)}
          />
        ) : null}
        {!ships && pickupMessage ? <p className="hearth-cart__pickup">{pickupMessage}</p> : null}
        {line.isInstallationServiceRequired ? (
          <div className="hearth-cart__installation">
            <p>{cartMessage('installationIncluded', 'Installation service included')}</p>
            <Button
              variant="link"
              aria-describedby={nameId}
              busy={isBusy('removeInstallationService')}
              blocked={sending}
              onClick={firstClick(() => controller.removeInstallationService(id))}
            >
              {cartMessage('removeInstallation', 'Remove Installation Service')}
            </Button>
          </div>
        ) : null}
        <div className="hearth-cart__actions">
          <Button
            variant="link"
            aria-describedby={nameId}
            busy={isBusy('removeItem')}
            blocked={sending}
            onClick={firstClick(() => leave(id, () => controller.removeItem(id)))}
          >
            {cartMessage('remove', 'Remove')}
          </Button>
          {saveForLaterEnabled && line.isSaveForLaterEnabled !== false ? (
            <Button
              variant="link"
              aria-describedby={nameId}
              busy={isBusy('saveForLater')}
              blocked={sending}
              onClick={firstClick(() => leave(id, () => controller.saveForLater(id)))}
            >
              {cartMessage('saveForLater', 'Save for Later')}
            </Button>
          ) : null}
        </div>
      </div>
    </li>
  );
}
