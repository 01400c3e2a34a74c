import { dispatchCartUpdated, getClient, getConfig, type Site } from '@hearth/core';
import { useBusyAction, useControllableState } from '@hearth/ui';
import { create } from 'superstruct';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import {
  acceptsTerms,
  addToCartLabel,
  addedItemsOf,
  afterAdd,
  hasPersonalizationErrors,
  initialTexts,
  monogramRequest,
  NO_PERSONALIZATION_ERRORS,
  renderErrorsToFields,
  TERMS_REDIRECT_MS,
  toCartItems,
  validatePersonalization,
  type PersonalizationErrors,
} from './add-to-cart-logic';
import { getCustomConfirmation, postAddItem, postMonogram, type CallClient } from './add-to-cart-calls';
import { addToCartEnv, type AddToCartEnv } from './add-to-cart-env';
import { CART_ROUTE, PERSONALIZATION_LEGEND, PERSONALIZATION_LINE, fillTemplate } from './messages';
import {
  DEFAULT_QUANTITY,
  Personalization,
  type AddOn,
  type AddToCartItem,
  type AddToCartItemInput,
  type AddedItem,
  type CustomConfirmationAnswer,
  type PersonalizationInput,
} from './schema';
import { usePricing } from './use-pricing';

/** Options of {@link useAddToCart}. */
export interface UseAddToCartOptions {
  /** The add-to-cart item list (000 §3); only `Sku` is required. */
  items: readonly AddToCartItemInput[];
  /** 001 §9 label config 1-7. @default 1 */
  labelConfig?: number | undefined;
  /** The `{text}` of label config 6 ('Add {text} to cart'). @default '' */
  labelText?: string | undefined;
  /** The page's confirmation type; "ignore" only refreshes the cart header (000 §4). @default the answer's, else 'standard' */
  confirmationType?: string | undefined;
  /** Take the custom-confirmation path (000 §4): GET `customConfirmation` first. @default false (or the pricing answer's customOrderConfirmation) */
  customConfirmation?: boolean | undefined;
  /** The item is monogrammed or personalized: the Monogramming path (000 §3, §4). @default undefined */
  personalization?: PersonalizationInput | undefined;
  /** Add-ons for 'Extras and Essentials We Recommend' (002 §2); the add answer's `addOns` when absent. @default undefined */
  addOns?: readonly AddOn[] | undefined;
  /** Fetch and show the price (GET /sku-pricing/get-sku-data, 000 §7). @default false */
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
  /** The call client. @default getClient() */
  client?: CallClient | undefined;
  /** Navigation, timers and logging. @default the browser's */
  env?: Partial<AddToCartEnv> | undefined;
  /** The storefront site for prices. @default getConfig().site */
  site?: Site | undefined;
}

/** What a confirmation popup shows. */
export type Confirmation =
  | {
      kind: 'standard' | 'monogram';
      /** The added list (002 §3 Added item) to start from. */
      items: AddedItem[];
      addOns: AddOn[];
      personalizationImage?: string | null | undefined;
      personalizationFeeMessage?: string | null | undefined;
    }
  | { kind: 'custom'; answer: CustomConfirmationAnswer; items: AddToCartItem[] };

/** One text line of the personalization, ready to render. */
export interface PersonalizationLineView {
  elementName: string;
  label: string;
  value: string;
  error: string | undefined;
  maxLength: number | undefined;
  onChange: (value: string) => void;
  inputRef: (element: HTMLInputElement | null) => void;
}

/**
 * Add-to-cart behaviour (000 §4, 001 §8-§9, 002 §4): the label by config, the quantity, the
 * personalization fields and their errors, the pricing, one send at a time, the plain, custom
 * and Monogramming paths, and the confirmation popup state. Returns props; components render.
 */
export function useAddToCart(options: UseAddToCartOptions) {
  const {
    items: itemInputs,
    labelConfig = 1,
    labelText = '',
    confirmationType,
    showPrice = false,
    disabled: disabledProp = false,
  } = options;
  const client = options.client ?? getClient();
  const env = useMemo(() => addToCartEnv(options.env), [options.env]);
  const site = options.site ?? getConfig().site;
  const personalization = useMemo(
    () => (options.personalization ? create(options.personalization, Personalization) : undefined),
    [options.personalization],
  );

  const [quantity, setQuantity] = useControllableState({
    value: options.quantity,
    defaultValue: itemInputs[0]?.Quantity ?? DEFAULT_QUANTITY,
    onChange: options.onQuantityChange,
  });
  const items = useMemo(() => toCartItems(itemInputs, quantity), [itemInputs, quantity]);

  // ---- personalization ----
  const [texts, setTexts] = useState(() => initialTexts(personalization));
  const [errors, setErrors] = useState<PersonalizationErrors>(NO_PERSONALIZATION_ERRORS);
  const [focusRequest, setFocusRequest] = useState(0);
  const lineRefs = useRef(new Map<string, HTMLInputElement>());
  const fieldsetRef = useRef<HTMLFieldSetElement | null>(null);
  const ids = useId();

  const flag = useCallback((next: PersonalizationErrors) => {
    setErrors(next);
    setFocusRequest((n) => n + 1);
  }, []);

  // The button is disabled while errors show (001 §8), so focus goes to what they flag.
  useEffect(() => {
    if (focusRequest === 0) return;
    const line = personalization?.lines.find((l) => errors.lines[l.elementName]);
    const target = line ? lineRefs.current.get(line.elementName) : fieldsetRef.current;
    target?.focus();
    // Only a new flag moves focus, not each errors change.
  }, [focusRequest]);

  const pricing = usePricing({ enabled: showPrice, items, zipCode: options.zipCode, site, client, log: env.log });

  // ---- popups ----
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const [open, setOpen] = useState(false);
  const [popupKey, setPopupKey] = useState(0);
  const show = (next: Confirmation) => {
    setConfirmation(next);
    setPopupKey((n) => n + 1);
    setOpen(true);
  };

  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);
  const signal = () => (controller.current = new AbortController()).signal;

  /** POST addItem, refresh the header, then the popup, nothing, or the cart (000 §4, 001 §9). */
  const addItems = async (list: AddToCartItem[], termsAccepted: boolean) => {
    // 001 §9: the redirect comes 300 ms after accepting, and never before the item is in.
    const redirectAt = termsAccepted ? env.sleep(TERMS_REDIRECT_MS) : undefined;
    const result = await postAddItem(client, list, env.log, signal());
    if (result.status === 'failed') return false;
    const { answer } = result;
    dispatchCartUpdated(answer.itemCount ?? undefined);
    const next = afterAdd({ termsAccepted, pageType: confirmationType, answerType: answer.confirmationType });
    if (next === 'redirect') {
      await redirectAt;
      env.navigate(CART_ROUTE);
    } else if (next === 'popup') {
      show({ kind: 'standard', items: addedItemsOf(answer.items, list), addOns: [...(options.addOns ?? answer.addOns ?? [])] });
    }
    return true;
  };

  const addMonogrammed = async (p: Personalization, list: AddToCartItem[]) => {
    const invalid = validatePersonalization(p, texts);
    if (invalid) return flag(invalid);
    const first = list[0];
    if (!first) return;
    const result = await postMonogram(client, monogramRequest(first, p, texts), env.log, signal());
    if (result.status === 'failed') return;
    if (result.status === 'rejected') {
      return flag(renderErrorsToFields(result.errors, p.lines.map((l) => l.elementName)));
    }
    const { answer } = result;
    dispatchCartUpdated(answer.itemCount ?? undefined);
    if (afterAdd({ pageType: confirmationType, answerType: answer.confirmationType }) !== 'popup') return;
    show({
      kind: 'monogram',
      items: addedItemsOf(answer.items, list),
      addOns: [...(options.addOns ?? answer.addOns ?? [])],
      personalizationImage: answer.personalizationImage,
      personalizationFeeMessage: answer.personalizationFeeMessage,
    });
  };

  const send = useBusyAction(async () => {
    const external = options.quantitySelector ? env.readQuantity(options.quantitySelector) : undefined;
    const list = external === undefined ? items : toCartItems(itemInputs, external);
    if (list.length === 0) return;
    const gate = await pricing.gate();
    if (gate.invalid) return; // 000 §5: invalid SKUs are reported, never sent
    if (personalization) return addMonogrammed(personalization, list);
    if (acceptsTerms(labelConfig)) return void (await addItems(list, true));
    const first = list[0]!;
    if (options.customConfirmation || gate.custom) {
      const check = await getCustomConfirmation(client, first, env.log, signal());
      // A failed check adds nothing: the item may need its terms accepted (000 §8: logged only).
      if (check.status === 'failed') return;
      if (check.status === 'custom') return show({ kind: 'custom', answer: check.answer, items: list });
    }
    await addItems(list, false);
  });

  const accept = useBusyAction(async () => {
    if (confirmation?.kind !== 'custom') return;
    await addItems(confirmation.items, true);
  });

  const flagged = hasPersonalizationErrors(errors);
  const disabled = disabledProp || flagged || pricing.invalid;

  const onTextChange = (elementName: string, value: string) => {
    setTexts((t) => ({ ...t, [elementName]: value }));
    // A change answers the errors: they clear and the button comes back (001 §8).
    if (flagged) setErrors(NO_PERSONALIZATION_ERRORS);
  };

  const legendErrorId = `${ids}-legend-error`;
  const summaryId = `${ids}-summary`;
  const personalizationView = personalization
    ? {
        legend: personalization.legend ?? PERSONALIZATION_LEGEND,
        legendError: errors.legend,
        summaryError: errors.summary,
        legendErrorId,
        summaryId,
        fieldsetProps: {
          ref: fieldsetRef,
          tabIndex: -1,
          'aria-describedby':
            [errors.summary ? summaryId : '', errors.legend ? legendErrorId : ''].filter(Boolean).join(' ') || undefined,
        },
        lines: personalization.lines.map(
          (line, index): PersonalizationLineView => ({
            elementName: line.elementName,
            label: line.label ?? fillTemplate(PERSONALIZATION_LINE, { n: index + 1 }),
            value: texts[line.elementName] ?? '',
            error: errors.lines[line.elementName],
            maxLength: line.maxLength,
            onChange: (value) => onTextChange(line.elementName, value),
            inputRef: (element) => {
              if (element) lineRefs.current.set(line.elementName, element);
              else lineRefs.current.delete(line.elementName);
            },
          }),
        ),
      }
    : null;

  const label = addToCartLabel(labelConfig, labelText);

  return {
    label,
    busy: send.busy,
    disabled,
    /** Props for the `Button`. */
    buttonProps: {
      busy: send.busy,
      disabled,
      onClick: () => send.run(),
      children: label,
    },
    quantity,
    setQuantity,
    /** Props for the `QuantitySelector`. */
    quantityProps: { value: quantity, onChange: setQuantity, disabled: send.busy },
    personalization: personalizationView,
    price: {
      shown: showPrice,
      loading: pricing.loading,
      text: pricing.text,
      invalidSkuMessage: pricing.invalidSkuMessage,
    },
    popup: {
      open,
      key: popupKey,
      confirmation,
      onOpenChange: (next: boolean) => setOpen(next),
      accept: { busy: accept.busy, run: () => accept.run() },
    },
    client,
    log: env.log,
    site,
  };
}

/** What {@link useAddToCart} returns. */
export type AddToCartState = ReturnType<typeof useAddToCart>;
