import { getConfig, useCallScope, type CallScope, type Site } from '@hearth/core';
import { useControllableState } from '@hearth/ui';
import { useMemo, type RefObject, type ReactElement } from 'react';
import { addToCartLabel, toCartItems } from './add-to-cart-logic';
import type { CallClient } from './add-to-cart-calls';
import { addToCartEnv, type AddToCartEnv } from './add-to-cart-env';
import { DEFAULT_QUANTITY, type AddOn, type AddToCartItemInput, type PersonalizationInput } from './schema';
import { type AddedItem } from './call-schema';
import { preloadConfirmations } from './lazy-popups';
import { useAddToCartSend } from './send/use-add-to-cart-send';
import { useConfirmationPopup } from './confirmation/use-confirmation-popup';
import { usePersonalization } from './personalization/use-personalization';
import { usePricing } from './product/use-pricing';
import { useProductSelection } from './product/use-product-selection';
import type { Confirmation } from './confirmation/use-confirmation-popup';
import type { MonogramChoiceView, PersonalizationLineView } from './personalization/use-personalization';

export type { Confirmation } from './confirmation/use-confirmation-popup';
export type { PersonalizationLineView } from './personalization/use-personalization';

/** Options of {@link useAddToCart}. */
export interface UseAddToCartOptions {
  /** The items to add; only `Sku` is required. */
  items: readonly AddToCartItemInput[];
  /** Which of the seven button labels to show (1 'Add to cart' … 7 'Accept Terms And Add To Cart'). @default 1 */
  labelConfig?: number | undefined;
  /** The `{text}` of label config 6 ('Add {text} to cart'). @default '' */
  labelText?: string | undefined;
  /** The page's confirmation type; "ignore" only refreshes the cart header. @default the answer's, else 'standard' */
  confirmationType?: string | undefined;
  /** Take the custom-order path: ask for the custom confirmation first, and show the Custom popup. @default false (or the pricing answer's customOrderConfirmation) */
  customConfirmation?: boolean | undefined;
  /** The item is monogrammed or personalized: its fields, then the Monogramming popup. @default undefined */
  personalization?: PersonalizationInput | undefined;
  /** Add-ons for 'Extras and Essentials We Recommend'; the add answer's `addOns` when absent. @default undefined */
  addOns?: readonly AddOn[] | undefined;
  /** Fetch and show the price (GET /sku-pricing/get-sku-data). @default false */
  showPrice?: boolean | undefined;
  /** ZIP or postal code for the pricing call. @default the page's shared ZIP, else '' */
  zipCode?: string | undefined;
  /** Controlled quantity of the first item. */
  quantity?: number | undefined;
  /** Called with each quantity the shopper picks. */
  onQuantityChange?: ((quantity: number) => void) | undefined;
  /**
   * CSS selector of the page's own quantity field (e.g. a `quantity-selector` island beside the
   * button): its value, read at each click, is the first item's Quantity. @default undefined
   */
  quantitySelector?: string | undefined;
  /** Disables the button. @default false */
  disabled?: boolean | undefined;
  /** The call client. @default getClient(), taken when the first call is made */
  client?: CallClient | undefined;
  /** Navigation, timers and logging. @default the browser's */
  env?: Partial<AddToCartEnv> | undefined;
  /** The storefront site for prices. @default getConfig().site */
  site?: Site | undefined;
  /** Called with the items once they are in the cart, before any popup. @default undefined */
  onAdded?: ((items: AddedItem[]) => void) | undefined;
}

/** What {@link useAddToCart} returns. */
export interface AddToCartResult {
  label: string;
  busy: boolean;
  disabled: boolean;
  buttonProps: {
    busy: boolean;
    onPointerEnter: () => void;
    onFocus: () => void;
    disabled: boolean;
    onClick: () => Promise<void | undefined>;
    children: string;
  };
  quantity: number;
  setQuantity: (next: number | ((prev: number) => number)) => void;
  quantityProps: { value: number; onChange: (next: number | ((prev: number) => number)) => void; disabled: boolean };
  personalization: {
    legend: string;
    legendError: string | undefined;
    summaryError: string | undefined;
    legendErrorId: string;
    summaryId: string;
    fieldsetProps: {
      ref: RefObject<HTMLFieldSetElement | null>;
      tabIndex: number;
      'aria-describedby': string | undefined;
    };
    lines: PersonalizationLineView[];
    threadColors: MonogramChoiceView[];
    fonts: MonogramChoiceView[];
    choiceName: string;
  } | null;
  price: {
    shown: boolean;
    loading: boolean;
    text: string | undefined;
    invalidSkuMessage: string | undefined;
    reader: ReactElement | null;
  };
  popup: {
    open: boolean;
    key: number;
    confirmation: Confirmation | null;
    onOpenChange: (next: boolean) => void;
    accept: { busy: boolean; run: () => Promise<void | undefined> };
  };
  client: CallClient | undefined;
  /** The island's call scope: answers that come after it left the page are dropped. */
  scope: CallScope;
  log: (message: string, detail?: unknown) => void;
  site: 'US' | 'CA';
}

/**
 * Add-to-cart behaviour [ref: add-to-cart#rules, #errors, #limits]: the label by config, the quantity, the
 * personalization fields and their errors (`usePersonalization`), the pricing (`usePricing`),
 * one send at a time on the plain, custom, terms and Monogramming paths (`useAddToCartSend`),
 * and the confirmation popup state (`useConfirmationPopup`). Returns props; components render.
 */
export function useAddToCart(options: UseAddToCartOptions): AddToCartResult {
  // [ref: add-to-cart#rules]: a configurator on the page configures this product: its selection is the first item's
  const env = useMemo(() => addToCartEnv(options.env), [options.env]);
  const selection = useProductSelection(options.items, { log: env.log });
  const { labelConfig = 1, labelText = '', showPrice = false, disabled: disabledProp = false } = options;
  const itemInputs = selection.items;
  // `getClient()` is called where the calls are made (the sending code, the popups, the price's
  // reader), all loaded later: a page carries no call client until a shopper heads for the button.
  const { client } = options;
  // the island's life: an add-on's answer that comes once it has left the page is dropped
  const scope = useCallScope();
  const site = options.site ?? getConfig().site;

  const [quantity, setQuantity] = useControllableState({
    value: options.quantity,
    defaultValue: itemInputs[0]?.Quantity ?? DEFAULT_QUANTITY,
    onChange: options.onQuantityChange,
  });
  const items = useMemo(() => toCartItems(itemInputs, quantity), [itemInputs, quantity]);

  const personalization = usePersonalization(options.personalization, { log: env.log });
  const pricing = usePricing({ enabled: showPrice, items, zipCode: options.zipCode, site, client, log: env.log });
  const popup = useConfirmationPopup();
  const { send, accept } = useAddToCartSend({
    client,
    env,
    itemInputs,
    items,
    quantitySelector: options.quantitySelector,
    labelConfig,
    confirmationType: options.confirmationType,
    customConfirmation: options.customConfirmation,
    addOns: options.addOns,
    personalization,
    pricingGate: pricing.gate,
    select: selection.select,
    confirmation: popup.confirmation,
    show: popup.show,
    onAdded: options.onAdded,
  });

  const disabled = disabledProp || personalization.flagged || pricing.invalid;
  const label = addToCartLabel(labelConfig, labelText);

  return {
    label,
    busy: send.busy,
    disabled,
    /** Props for the `Button`: pointer or focus on it preloads the confirmation popups. */
    buttonProps: {
      busy: send.busy,
      onPointerEnter: preloadConfirmations,
      onFocus: preloadConfirmations,
      disabled,
      onClick: () => send.run(),
      children: label,
    },
    quantity,
    setQuantity,
    /** Props for the `QuantitySelector`. */
    quantityProps: { value: quantity, onChange: setQuantity, disabled: send.busy },
    personalization: personalization.view,
    price: {
      shown: showPrice,
      loading: pricing.loading,
      text: pricing.text,
      invalidSkuMessage: pricing.invalidSkuMessage,
      /** The price's reader (renders nothing): put it in the island when prices show. */
      reader: pricing.reader,
    },
    popup: {
      open: popup.open,
      key: popup.key,
      confirmation: popup.confirmation,
      onOpenChange: popup.onOpenChange,
      accept: { busy: accept.busy, run: () => accept.run() },
    },
    client,
    scope,
    log: env.log,
    site,
  };
}

/** What {@link useAddToCart} returns. */
export type AddToCartState = ReturnType<typeof useAddToCart>;
