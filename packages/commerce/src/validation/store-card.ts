/**
 * The store credit card and the Card entity handed back by card entry [ref: core#data, #rules].
 */
import { boolean, object, string, type Infer, type Struct } from 'superstruct';
import { CardType } from './card-type';
import { stripCardNumber } from './card-number';
import { parseExpiry } from './expiry';

/**
 * `true` for the store-credit-card type, which has no expiry or security code [ref: core#rules].
 * PLCCSynchrony is listed separately in [ref: core#data] and keeps both fields.
 */
export function isStoreCreditCard(type: CardType): boolean {
  return type === CardType.StoreCreditCard;
}

/** [ref: core#rules]: the value the hidden expiry and security code fields are set to for a store card. */
export const STORE_CARD_ZERO = '0';

const cardEntityStruct = object({
  number: string(),
  type: string(),
  expMonth: string(),
  expYear: string(),
  cvv: string(),
  saveToAccount: boolean(),
});
/** [ref: core#data]: the Card entity card entry produces. Card numbers are digits only. */
export const CardEntity: Struct<CardEntity, unknown> = cardEntityStruct;

/** [ref: core#data]: `{ number, type, expMonth, expYear, cvv, saveToAccount }`. */
export interface CardEntity extends Infer<typeof cardEntityStruct> {}

/** What the card entry form holds when it is submitted. */
export interface CardEntryValues {
  /** The number as typed; spaces are stripped [ref: core#validation]. */
  number: string;
  /** The card type; defaults to the type detected from the number by the caller. */
  type: CardType;
  /** 'MM/YY' as typed; ignored for the store card. */
  expiry: string;
  /** Security code as typed; ignored for the store card. */
  cvv: string;
  /** The save-to-account checkbox. @default false */
  saveToAccount?: boolean;
}

/**
 * Builds the Card entity [ref: core#data] from validated card entry values: spaces stripped from the
 * number, the expiry split with the year stored as "20" + YY [ref: core#validation]. For the store-credit-card
 * type, expMonth, expYear and cvv are '0' (the hidden fields are set to zero) [ref: core#rules].
 */
export function cardEntityFor(values: CardEntryValues): CardEntity {
  const base = {
    number: stripCardNumber(values.number),
    type: values.type,
    saveToAccount: values.saveToAccount ?? false,
  };
  if (isStoreCreditCard(values.type)) {
    return { ...base, expMonth: STORE_CARD_ZERO, expYear: STORE_CARD_ZERO, cvv: STORE_CARD_ZERO };
  }
  const expiry = parseExpiry(values.expiry);
  return {
    ...base,
    expMonth: expiry?.expMonth ?? '',
    expYear: expiry?.expYear ?? '',
    cvv: values.cvv.trim(),
  };
}
