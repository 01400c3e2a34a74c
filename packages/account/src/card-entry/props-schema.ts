import { CardType, type CardEntity } from '@hearth/commerce';
import { boolean, define, enums, optional, string, type, type Infer, type Struct } from 'superstruct';

/** A function prop (only `hearth.open` can pass one), typed as the callback it is. */
const onApplyCallback = define<(card: CardEntity) => void>('function', (value) => typeof value === 'function');

const cardEntryPropsSchemaStruct = type({
  /**
   * Open the popup for one card type; `StoreCreditCard` hides expiry and security code [ref: card-entry#rules].
   * Absent: detected from the number.
   */
  cardType: optional(enums(Object.values(CardType))),
  /** Show the save-to-account checkbox. @default true */
  showSaveToAccount: optional(boolean()),
  /**
   * The popup's title. @default 'Apply New Card' (the cart's popup [ref: card-entry#screens]); the
   * checkout opens it as 'Add New Card' [ref: checkout#screens].
   */
  title: optional(string()),
  /** When set and the island sits in the page (not opened as a popup), a button with this text opens it. */
  triggerLabel: optional(string()),
  /**
   * Receives the Card entity [ref: card-entry#data] when a valid card is applied. The only way the full number
   * and security code leave the popup; script-tag pages pass it with
   * `hearth.open('card-entry', { onApply(card) { … } }, button)` (JSON props cannot carry it).
   */
  onApply: optional(onApplyCallback),
});
/** Island props of `card-entry` [ref: script-tag#islands]. Unknown keys are ignored. */
export const CardEntryPropsSchema: Struct<CardEntryIslandProps, unknown> = cardEntryPropsSchemaStruct;

/** Props of the `card-entry` island, inferred from its schema. */
export interface CardEntryIslandProps extends Infer<typeof cardEntryPropsSchemaStruct> {}
