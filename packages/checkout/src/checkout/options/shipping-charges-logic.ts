/** The 'Shipping Charges and Delivery Information' popup [ref: checkout#screens]: tabs, default tab, sections by ship method. */
import type { Site } from '@hearth/core';

/** The popup's tabs, 1, 2 and 3 in order. */
export const SHIPPING_INFO_TABS = ['charges', 'details', 'international'] as const;
/** One tab. */
export type ShippingInfoTab = (typeof SHIPPING_INFO_TABS)[number];

/** The content sections the popup can show. */
export const SHIPPING_INFO_SECTIONS = [
  'standard',
  'localInHome',
  'longDistanceInHome',
  'basicFreight',
  'giftCards',
] as const;
/** One content section. */
export type ShippingInfoSection = (typeof SHIPPING_INFO_SECTIONS)[number];

/** [ref: checkout#screens]: Domestic and International is hidden for Canada. */
export function shippingInfoTabs(site: Site): ShippingInfoTab[] {
  return site === 'CA' ? ['charges', 'details'] : [...SHIPPING_INFO_TABS];
}

/** [ref: checkout#screens]: the default tab is 1, 2 or 3; anything else (or 3 on the Canadian site, where it is hidden) is 1. */
export function defaultShippingInfoTab(tab: unknown, site: Site): ShippingInfoTab {
  const tabs = shippingInfoTabs(site);
  return typeof tab === 'number' && Number.isInteger(tab) && tab >= 1 && tab <= tabs.length
    ? tabs[tab - 1]!
    : 'charges';
}

/**
 * [ref: checkout#screens]: the content by calculated ship method: 1, 2, 3 standard delivery (with its Canadian
 * variant on the Canadian site); 6 local in-home; 7 long-distance in-home; 8 basic freight;
 * 9 gift cards; any other value shows all sections.
 */
export function shippingInfoSections(shipMethod: number | null | undefined): ShippingInfoSection[] {
  switch (shipMethod) {
    case 1:
    case 2:
    case 3:
      return ['standard'];
    case 6:
      return ['localInHome'];
    case 7:
      return ['longDistanceInHome'];
    case 8:
      return ['basicFreight'];
    case 9:
      return ['giftCards'];
    default:
      return [...SHIPPING_INFO_SECTIONS];
  }
}
