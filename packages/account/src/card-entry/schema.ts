import { CardType } from '@hearth/core';
import { boolean, enums, optional, string, type, type Infer } from 'superstruct';

/** Island props of `card-entry` (CONTRACT §5). Unknown keys are ignored. */
export const CardEntryPropsSchema = type({
  /**
   * Open the popup for one card type; `StoreCreditCard` hides expiry and security code (000 §4).
   * Absent: detected from the number.
   */
  cardType: optional(enums(Object.values(CardType))),
  /** Show the save-to-account checkbox. @default true */
  showSaveToAccount: optional(boolean()),
  /** When set and the island sits in the page (not opened as a popup), a button with this text opens it. */
  triggerLabel: optional(string()),
});

/** Props of the `card-entry` island, inferred from its schema. */
export type CardEntryIslandProps = Infer<typeof CardEntryPropsSchema>;
