import { defineIsland } from '@hearth/core';
import { CardEntry } from './card-entry';
import { CardEntryPropsSchema } from './props-schema';

/**
 * `card-entry` [ref: card-entry#data, #rules, #validation]: the Apply New Card popup. The Card entity goes only to an
 * `onApply` callback (`hearth.open('card-entry', { onApply }, button)`); the page is told with
 * `hearth:card-entered` (type, last four, saveToAccount) on the opener and on `document`. The
 * number and security code are never logged, stored or put in an event.
 */
export default defineIsland({
  name: 'card-entry',
  schema: CardEntryPropsSchema,
  component: CardEntry,
  popup: true,
  // in the page (`triggerLabel`), what was typed in the fallback's card form goes into the popup,
  // which its trigger opens
  handoff: { reveal: '[aria-haspopup=dialog]' },
});
