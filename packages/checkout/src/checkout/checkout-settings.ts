/** What the steps read besides the state: the site, the lists, the server's messages, delivery data. */
import { getConfig, type Site } from '@hearth/core';
import type { ComponentType } from 'react';
import { validate } from 'superstruct';
import type { AddressListOptions } from './shared/address-logic';
import type { CheckoutIslandProps, DeliveryData } from './props-schema';
import { DeliveryData as DeliveryDataSchema } from './props-schema';
import type { CheckoutData } from './shared/schema';
import type { NewCard } from './payment/payment-actions';

/**
 * What `<Checkout cardEntry>` is rendered with: `@hearth/account`'s `CardEntryDialog` takes these
 * as they are (`<Checkout cardEntry={CardEntryDialog} />`).
 */
export interface CheckoutCardEntryProps {
  /** Whether the popup is open; it stays rendered, closed, while it leaves. */
  open: boolean;
  /** Closing (Escape, the close button, Apply) asks the checkout to close it. */
  onOpenChange: (open: boolean) => void;
  /** The button that opened it: focus goes back there. */
  returnFocus: HTMLElement | null;
  /** The card entered ([ref: checkout#data] Card entity): the checkout sends it with SavePayment. */
  onApply: (card: NewCard) => void;
  /** Offer 'save to account' (a signed-in shopper with saved cards). */
  showSaveToAccount: boolean;
  /** The popup's title: 'Add New Card', as the button that opens it [ref: checkout#screens]. */
  title: string;
}

/** The component rendering 'Add New Card' on an npm page. */
export type CheckoutCardEntry = ComponentType<CheckoutCardEntryProps>;

/** The checkout's settings. */
export interface CheckoutSettings {
  site: Site;
  /** The countries and whether the US list keeps territories and military codes [ref: checkout#validation]. */
  lists: AddressListOptions;
  /** The server's message sets: the checkout data's over the props' [ref: checkout#validation]. */
  messages: Readonly<Record<string, string>>;
  /** Delivery data [ref: checkout#data, #limits]. */
  deliveryData: DeliveryData;
  /** The tab 'Shipping Charges and Delivery Information' opens on (1-3). */
  shippingInfoTab: number | undefined;
  /** The help line of the site (config `helpPhone`). */
  helpPhone: string | undefined;
  /** 'Add New Card' on an npm page (`<Checkout cardEntry>`); without it, the card-entry island. */
  cardEntry?: CheckoutCardEntry | undefined;
}

/** The settings from the island's props, the checkout data and the page's config. */
export function checkoutSettings(
  props: CheckoutIslandProps & { cardEntry?: CheckoutCardEntry | undefined },
  data: CheckoutData | null,
): CheckoutSettings {
  const config = getConfig();
  // Stryker disable next-line BooleanLiteral,ObjectLiteral: DeliveryData has no coercer (no coerce() or defaulted()), so coercing changes nothing
  const [, fromConfig] = validate(config['deliveryData'], DeliveryDataSchema, { coerce: true });
  return {
    site: config.site,
    lists: {
      countries: props.countries,
      includeTerritories: props.includeTerritories,
      includeMilitary: props.includeMilitary,
    },
    messages: { ...props.messages, ...data?.messages },
    deliveryData: props.deliveryData ?? fromConfig ?? {},
    shippingInfoTab: props.shippingInfoTab,
    // Stryker disable next-line OptionalChaining: the config store merges helpPhone key by key, so it is always an object
    helpPhone: config.helpPhone?.[config.site],
    cardEntry: props.cardEntry,
  };
}
