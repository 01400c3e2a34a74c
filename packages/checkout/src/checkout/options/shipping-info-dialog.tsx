import { formatCents, type Site, type TextKey } from '@hearth/core';
import { Dialog, Tabs } from '@hearth/ui';
import type { ReactNode } from 'react';
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

// message keys, read at render so the page's wording applies
const TAB_LABELS: Record<ShippingInfoTab, TextKey<typeof M>> = {
  charges: 'shippingChargesTab',
  details: 'deliveryDetailsTab',
  international: 'internationalTab',
};
const SECTION_TITLES: Record<ShippingInfoSection, TextKey<typeof M>> = {
  standard: 'sectionStandard',
  localInHome: 'sectionLocalInHome',
  longDistanceInHome: 'sectionLongDistance',
  basicFreight: 'sectionFreight',
  giftCards: 'sectionGiftCards',
};

/** Each section's charges text; 1, 2 and 3 have a Canadian variant [ref: checkout#screens]. */
function chargesText(section: ShippingInfoSection, site: Site): string {
  switch (section) {
    case 'standard':
      return site === 'CA' ? M.standardChargesCanada : M.standardCharges;
    case 'localInHome':
      return M.localInHomeCharges;
    case 'longDistanceInHome':
      return M.longDistanceCharges;
    case 'basicFreight':
      return M.freightCharges;
    case 'giftCards':
      return M.giftCardsCharges;
  }
}

function detailsText(section: ShippingInfoSection, site: Site): string {
  switch (section) {
    case 'standard':
      return site === 'CA' ? M.standardDetailsCanada : M.standardDetails;
    case 'localInHome':
      return M.localInHomeDetails;
    case 'longDistanceInHome':
      return M.longDistanceDetails;
    case 'basicFreight':
      return M.freightDetails;
    case 'giftCards':
      return M.giftCardsDetails;
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
          <h3>{M[SECTION_TITLES[section]]}</h3>
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
    return typeof text === 'string' && text ? <p>{formatText(M.deliveryDays, [text])}</p> : null;
  };
  const content: Record<ShippingInfoTab, ReactNode> = {
    charges: (
      <Sections
        sections={sections}
        body={(section) => (
          <>
            <p>{chargesText(section, site)}</p>
            {section === 'standard' && data.freeShippingThreshold ? (
              <p>{formatText(M.freeShippingOver, [money(data.freeShippingThreshold)])}</p>
            ) : null}
            {section === 'standard' && typeof data.deliveryCharge === 'number' ? (
              <p>{formatText(M.deliveryCharge, [money(data.deliveryCharge)])}</p>
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
        <p>{M.domesticText}</p>
        <p>{M.remoteFee}</p>
        <p>{M.noonCutoff}</p>
        <p>{M.internationalText}</p>
      </>
    ),
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={M.shippingInfo} size="large">
      <Tabs
        label={M.shippingInfo}
        defaultValue={defaultShippingInfoTab(settings.shippingInfoTab, site)}
        items={shippingInfoTabs(site).map((tab) => ({ value: tab, label: M[TAB_LABELS[tab]], content: content[tab] }))}
      />
      {helpPhone ? <p className="hearth-checkout__muted">{formatText(M.helpPhone, [helpPhone])}</p> : null}
    </Dialog>
  );
}
