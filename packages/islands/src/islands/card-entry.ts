import { defineIsland } from '@hearth/core';
import { CardEntry, CardEntryPropsSchema } from '@hearth/account';

/**
 * `card-entry` (000 §3-§5, 001 §5): the Apply New Card popup. The card reaches the page as
 * `hearth:card-entered` on the opener and on `document`; it is never logged or stored.
 */
export default defineIsland({
  name: 'card-entry',
  schema: CardEntryPropsSchema,
  component: CardEntry,
  popup: true,
});
