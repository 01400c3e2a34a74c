import { formatCents, type Site } from '@hearth/core';
import { Dialog, Tabs } from '@hearth/ui';
import type { ReactNode } from 'react';
import { CHECKOUT_POPUP_MESSAGES as P } from '../../popup-messages';
import { CHECKOUT_MESSAGES as M, formatText } from '../../messages';
import type { DeliveryData } from '../props-schema';
import type { PopupProps } from '../popups/popup-props';
import {
  defaultShippingInfoTab,
  shippingInfoSections,
  shippingInfoTabs,
  type ShippingInfoSection,
  type ShippingInfoTab,
} from './shipping-charges-logic';

const TAB_LABELS: Record<ShippingInfoTab, string> = {
  charges: P.shippingChargesTab,
  details: P.deliveryDetailsTab,
  international: P.internationalTab,
};
const SECTION_TITLES: Record<ShippingInfoSection, string> = {
  standard: P.sectionStandard,
  localInHome: P.sectionLocalInHome,
  longDistanceInHome: P.sectionLongDistance,
  basicFreight: P.sectionFreight,
  giftCards: P.sectionGiftCards,
};

/** Each section's charges text; 1, 2 and 3 have a Canadian variant [ref: checkout#screens]. */
function chargesText(section: ShippingInfoSection, site: Site): string {
  switch (section) {
    case 'standard':
      return site === 'CA' ? P.standardChargesCanada : P.standardCharges;
    case 'localInHome':
      return P.localInHomeCharges;
    case 'longDistanceInHome':
      return P.longDistanceCharges;
    case 'basicFreight':
      return P.freightCharges;
    case 'giftCards':
      return P.giftCardsCharges;
  }
}

function detailsText(section: ShippingInfoSection, site: Site): string {
  switch (section) {
    case 'standard':
      return site === 'CA' ? P.standardDetailsCanada : P.standardDetails;
    case 'localInHome':
      return P.localInHomeDetails;
    case 'longDistanceInHome':
      return P.longDistanceDetails;
    case 'basicFreight':
      return P.freightDetails;
    case 'giftCards':
      return P.giftCardsDetails;
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
          <h3>{SECTION_TITLES[section]}</h3>
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
    return typeof text === 'string' && text ? <p>{formatText(P.deliveryDays, [text])}</p> : null;
  };
  const content: Record<ShippingInfoTab, ReactNode> = {
    charges: (
      <Sections
        sections={sections}
        body={(section) => (
          <>
            <p>{chargesText(section, site)}</p>
            {section === 'standard' && data.freeShippingThreshold ? (
              <p>{formatText(P.freeShippingOver, [money(data.freeShippingThreshold)])}</p>
            ) : null}
            {section === 'standard' && typeof data.deliveryCharge === 'number' ? (
              <p>{formatText(P.deliveryCharge, [money(data.deliveryCharge)])}</p>
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
        <p>{P.domesticText}</p>
        <p>{M.remoteFee}</p>
        <p>{M.noonCutoff}</p>
        <p>{P.internationalText}</p>
      </>
    ),
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={M.shippingInfo} size="large">
      <Tabs
        label={M.shippingInfo}
        defaultValue={defaultShippingInfoTab(settings.shippingInfoTab, site)}
        items={shippingInfoTabs(site).map((tab) => ({ value: tab, label: TAB_LABELS[tab], content: content[tab] }))}
      />
      {helpPhone ? <p className="hearth-checkout__muted">{formatText(M.helpPhone, [helpPhone])}</p> : null}
    </Dialog>
  );
}
