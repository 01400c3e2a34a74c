import { formatCents, type Site } from '@hearth/core';
import { Dialog, Tabs } from '@hearth/ui';
import type { ReactNode } from 'react';
import { formatText, checkoutMessage } from '../../wording';
import type { DeliveryData } from '../props-schema';
import type { PopupProps } from '../popups/popup-props';
import {
  defaultShippingInfoTab,
  shippingInfoSections,
  shippingInfoTabs,
  type ShippingInfoSection,
  type ShippingInfoTab,
} from './shipping-charges-logic';

// read at render so the page's wording applies
const TAB_LABELS: Record<ShippingInfoTab, () => string> = {
  charges: () => checkoutMessage('shippingChargesTab', 'Shipping Charges'),
  details: () => checkoutMessage('deliveryDetailsTab', 'Delivery Details'),
  international: () => checkoutMessage('internationalTab', 'Domestic and International'),
};
const SECTION_TITLES: Record<ShippingInfoSection, () => string> = {
  standard: () => checkoutMessage('sectionStandard', 'Standard Delivery'),
  localInHome: () => checkoutMessage('sectionLocalInHome', 'Local In-Home Delivery'),
  longDistanceInHome: () => checkoutMessage('sectionLongDistance', 'Long-Distance In-Home Delivery'),
  basicFreight: () => checkoutMessage('sectionFreight', 'Basic Freight Delivery'),
  giftCards: () => checkoutMessage('sectionGiftCards', 'Gift Cards'),
};

/** Each section's charges text; 1, 2 and 3 have a Canadian variant [ref: checkout#screens]. */
function chargesText(section: ShippingInfoSection, site: Site): string {
  switch (section) {
    case 'standard':
      return site === 'CA'
        ? checkoutMessage(
            'standardChargesCanada',
            'Standard delivery within Canada is charged by order total, in Canadian dollars.',
          )
        : checkoutMessage('standardCharges', 'Standard delivery is charged by order total.');
    case 'localInHome':
      return checkoutMessage(
        'localInHomeCharges',
        'Local in-home delivery is a flat charge per order: our team brings your furniture into the room of your choice and removes the packaging.',
      );
    case 'longDistanceInHome':
      return checkoutMessage(
        'longDistanceCharges',
        'Long-distance in-home delivery is charged by the order total and the distance from our nearest distribution center.',
      );
    case 'basicFreight':
      return checkoutMessage(
        'freightCharges',
        'Basic freight delivery brings your items to your door or the ground floor; no assembly or packaging removal.',
      );
    case 'giftCards':
      return checkoutMessage('giftCardsCharges', 'Gift cards ship free by standard mail.');
  }
}

function detailsText(section: ShippingInfoSection, site: Site): string {
  switch (section) {
    case 'standard':
      return site === 'CA'
        ? checkoutMessage(
            'standardDetailsCanada',
            'Parcel items ship within Canada by ground carrier and arrive at your door.',
          )
        : checkoutMessage('standardDetails', 'Parcel items ship by ground carrier and arrive at your door.');
    case 'localInHome':
      return checkoutMessage('localInHomeDetails', 'We will call you to schedule a two-hour delivery window.');
    case 'longDistanceInHome':
      return checkoutMessage('longDistanceDetails', 'Our delivery partner will call you to schedule a delivery date.');
    case 'basicFreight':
      return checkoutMessage('freightDetails', 'The carrier will call you to schedule a delivery date.');
    case 'giftCards':
      return checkoutMessage('giftCardsDetails', 'Gift cards arrive in a gift envelope.');
  }
}

function Sections({
  sections,
  body,
}: {
  sections: ShippingInfoSection[];
  body: (section: ShippingInfoSection) => ReactNode;
}) {
  return (
    <>
      {sections.map((section) => (
        <section key={section} className="hearth-checkout__info-section">
          <h3>{SECTION_TITLES[section]()}</h3>
          {body(section)}
        </section>
      ))}
    </>
  );
}

/**
 * 'Shipping Charges and Delivery Information' [ref: checkout#screens]: tabs Shipping Charges, Delivery Details and
 * Domestic and International (hidden for Canada), opening on the default tab 1, 2 or 3; the
 * content by the item's calculated ship method. Charges, thresholds and delivery days come from
 * the delivery data (config) [ref: checkout#limits], shown only when given.
 */
export function ShippingInfoDialog({ popup, open, onOpenChange, settings }: PopupProps<'shippingInfo'>) {
  const { site, deliveryData: data, helpPhone } = settings;
  const sections = shippingInfoSections(popup.shipMethod);
  const money = (cents: number | null | undefined) => (typeof cents === 'number' ? formatCents(cents, site) : '');
  const days = (section: ShippingInfoSection) => {
    const daysBySection: Readonly<Record<string, string>> = (data as DeliveryData).deliveryDays ?? {};
    const text = Object.hasOwn(daysBySection, section) ? daysBySection[section] : undefined;
    return typeof text === 'string' && text ? (
      <p>{formatText(checkoutMessage('deliveryDays', 'Arrives in {0}.'), [text])}</p>
    ) : null;
  };
  const content: Record<ShippingInfoTab, ReactNode> = {
    charges: (
      <Sections
        sections={sections}
        body={(section) => (
          <>
            <p>{chargesText(section, site)}</p>
            {section === 'standard' && data.freeShippingThreshold ? (
              <p>
                {formatText(checkoutMessage('freeShippingOver', 'Free standard delivery on orders of {0} or more.'), [
                  money(data.freeShippingThreshold),
                ])}
              </p>
            ) : null}
            {section === 'standard' && typeof data.deliveryCharge === 'number' ? (
              <p>
                {formatText(checkoutMessage('deliveryCharge', 'Delivery charge: {0}.'), [money(data.deliveryCharge)])}
              </p>
            ) : null}
          </>
        )}
      />
    ),
    details: (
      <Sections
        sections={sections}
        body={(section) => (
          <>
            <p>{detailsText(section, site)}</p>
            {days(section)}
          </>
        )}
      />
    ),
    international: (
      <>
        <p>{checkoutMessage('domesticText', 'We deliver to every U.S. state and to the U.S. territories.')}</p>
        <p>
          {checkoutMessage('remoteFee', 'Alaska, Hawaii and the U.S. territories carry a $10 additional shipping fee.')}
        </p>
        <p>{checkoutMessage('noonCutoff', 'Express and 2-day orders must be placed by noon CT.')}</p>
        <p>
          {checkoutMessage(
            'internationalText',
            'For delivery outside the United States, please contact customer service.',
          )}
        </p>
      </>
    ),
  };
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={checkoutMessage('shippingInfo', 'Shipping Charges and Delivery Information')}
      size="large"
    >
      <Tabs
        label={checkoutMessage('shippingInfo', 'Shipping Charges and Delivery Information')}
        defaultValue={defaultShippingInfoTab(settings.shippingInfoTab, site)}
        items={shippingInfoTabs(site).map((tab) => ({ value: tab, label: TAB_LABELS[tab](), content: content[tab] }))}
      />
      {helpPhone ? (
        <p className="hearth-checkout__muted">
          {formatText(checkoutMessage('helpPhone', 'Questions? Call {0}, Mon–Sun 8 am–9 pm CT.'), [helpPhone])}
        </p>
      ) : null}
    </Dialog>
  );
}
