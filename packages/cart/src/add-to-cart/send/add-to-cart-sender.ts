/**
 * The sends of add-to-cart [ref: add-to-cart#rules, #errors, #limits]: the plain path, the custom path (GET
 * customConfirmation, then the Custom popup whose accept adds and goes to the cart), the terms
 * path of label config 7 and the Monogramming path. A module of its own, loaded at the first
 * click or earlier when the pointer or focus reaches the button (`loadSender`), with the calls and
 * their answer schemas: a page carries none of it until a shopper heads for the button.
 */
import { dispatchCartUpdated, getClient } from '@hearth/core';
import { getCustomConfirmation, postAddItem, postMonogram, type CallClient } from '../add-to-cart-calls';
import type { AddToCartEnv } from '../add-to-cart-env';
import { acceptsTerms, addedItemsOf, TERMS_REDIRECT_MS, toCartItems, type PricingGate } from '../add-to-cart-logic';
import { afterAdd, monogramRequest, renderErrorsToFields, validatePersonalization } from './send-logic';
import { CART_ROUTE } from '../names';
import type { AddOn, AddToCartItem, AddToCartItemInput } from '../schema';
import type { AddedItem } from '../call-schema';
import type { Confirmation } from '../confirmation/use-confirmation-popup';
import type { PersonalizationState } from '../personalization/use-personalization';

// a click's selection of the items comes with the sending code (use-product-selection's select)
export { selectItems } from '../product/pending-selection';

/** What a send needs: the island's state at the click. */
export interface SendOptions {
  /** The call client. @default getClient() */
  client: CallClient | undefined;
  env: AddToCartEnv;
  /** The item list as the page gave it. */
  itemInputs: readonly AddToCartItemInput[];
  /** The item list with its defaults and the quantity picked. */
  items: AddToCartItem[];
  /** CSS selector of the page's own quantity field, read at each click. */
  quantitySelector: string | undefined;
  /** [ref: add-to-cart#limits] label config (7 accepts terms). */
  labelConfig: number;
  /** The page's confirmation type [ref: add-to-cart#rules]. */
  confirmationType: string | undefined;
  /** The page asks for the custom path [ref: add-to-cart#rules]. */
  customConfirmation: boolean | undefined;
  /** The page's add-ons, else the answer's [ref: add-to-cart#screens]. */
  addOns: readonly AddOn[] | undefined;
  personalization: Pick<PersonalizationState, 'personalization' | 'texts' | 'flag'> &
    Partial<Pick<PersonalizationState, 'style'>>;
  /**
   * The items to send at a click, or `null` when nothing may be sent (a configurator's option
   * without a choice, [ref: add-to-cart#rules], or a configurator that never published). May wait for a
   * configurator still loading. @default the page's items as they are
   */
  select?: () => Promise<readonly AddToCartItemInput[] | null>;
  /** What the pricing answer says about sending, once it has come [ref: add-to-cart#calls]. */
  pricingGate: () => Promise<PricingGate>;
  /**
   * Starts loading the confirmation popups, called once the items to send are known (the caller's
   * `preloadConfirmations` of lazy-popups.ts, which loads this module: passed in, not imported,
   * so the two do not import each other in a circle).
   */
  preload?: () => void;
  /** The open confirmation popup, for its accept button. */
  confirmation: Confirmation | null;
  /** Opens a confirmation popup. */
  show: (confirmation: Confirmation) => void;
  /** Called once the items are in the cart, before any popup. */
  onAdded?: ((items: AddedItem[]) => void) | undefined;
}

/** A signal for the next call: the island aborts it when it unmounts. */
export type NextSignal = () => AbortSignal;

const addOnsOf = (options: SendOptions, answered: readonly AddOn[] | null | undefined) => [
  ...(options.addOns ?? answered ?? []),
];

/** POST addItem, refresh the header, then the popup, nothing, or the cart [ref: add-to-cart#rules, #limits]. */
async function addItems(options: SendOptions, signal: NextSignal, list: AddToCartItem[], termsAccepted: boolean) {
  const { env, confirmationType } = options;
  // [ref: add-to-cart#limits]: the redirect comes 300 ms after accepting, and never before the item is in.
  const redirectAt = termsAccepted ? env.sleep(TERMS_REDIRECT_MS) : undefined;
  const result = await postAddItem(options.client ?? getClient(), list, env.log, signal());
  if (result.status === 'failed') return;
  const { answer } = result;
  dispatchCartUpdated(answer.itemCount ?? undefined);
  options.onAdded?.(addedItemsOf(answer.items, list));
  const next = afterAdd({ termsAccepted, pageType: confirmationType, answerType: answer.confirmationType });
  if (next === 'redirect') {
    await redirectAt;
    env.navigate(CART_ROUTE);
  } else if (next === 'popup') {
    options.show({
      kind: 'standard',
      items: addedItemsOf(answer.items, list),
      addOns: addOnsOf(options, answer.addOns),
    });
  }
}

async function addMonogrammed(options: SendOptions, signal: NextSignal, list: AddToCartItem[]) {
  const { personalization: p, texts, style, flag } = options.personalization;
  if (!p) return;
  const invalid = validatePersonalization(p, texts);
  if (invalid) return flag(invalid);
  const first = list[0];
  if (!first) return;
  const client = options.client ?? getClient();
  const result = await postMonogram(client, monogramRequest(first, p, texts, style), options.env.log, signal());
  if (result.status === 'failed') return;
  if (result.status === 'rejected') {
    return flag(
      renderErrorsToFields(
        result.errors,
        p.lines.map((l) => l.elementName),
      ),
    );
  }
  const { answer } = result;
  dispatchCartUpdated(answer.itemCount ?? undefined);
  options.onAdded?.(addedItemsOf(answer.items, list));
  if (afterAdd({ pageType: options.confirmationType, answerType: answer.confirmationType }) !== 'popup') return;
  options.show({
    kind: 'monogram',
    items: addedItemsOf(answer.items, list),
    addOns: addOnsOf(options, answer.addOns),
    personalizationImage: answer.personalizationImage,
    personalizationFeeMessage: answer.personalizationFeeMessage,
  });
}

/** A click on the button: sends on the path the page and the answers call for. */
export async function sendToCart(options: SendOptions, signal: NextSignal): Promise<void> {
  const { env } = options;
  // [ref: add-to-cart#screens, #validation]: 'Select an option' shows in the configurator; a configurator still loading is waited for
  const selected = options.select ? await options.select() : options.itemInputs;
  if (selected === null) return;
  // The popup loads while the add is on its way (at once if the pointer or focus got here first).
  options.preload?.();
  const external = options.quantitySelector ? env.readQuantity(options.quantitySelector) : undefined;
  const list =
    external === undefined && selected === options.itemInputs
      ? options.items
      : toCartItems(selected, external ?? options.items[0]?.Quantity);
  if (list.length === 0) return;
  const gate = await options.pricingGate();
  if (gate.invalid) return; // [ref: add-to-cart#validation]: invalid SKUs are reported, never sent
  if (options.personalization.personalization) return addMonogrammed(options, signal, list);
  if (acceptsTerms(options.labelConfig)) return addItems(options, signal, list, true);
  const first = list[0]!;
  if (options.customConfirmation || gate.custom) {
    const check = await getCustomConfirmation(options.client ?? getClient(), first, env.log, signal());
    // A failed check adds nothing: the item may need its terms accepted (logged only) [ref: add-to-cart#errors].
    if (check.status === 'failed') return;
    if (check.status === 'custom') return options.show({ kind: 'custom', answer: check.answer, items: list });
  }
  await addItems(options, signal, list, false);
}

/** The Custom popup's accept: adds its items, terms accepted, then goes to the cart [ref: add-to-cart#rules]. */
export async function acceptCustomTerms(options: SendOptions, signal: NextSignal): Promise<void> {
  if (options.confirmation?.kind !== 'custom') return;
  await addItems(options, signal, options.confirmation.items, true);
}
