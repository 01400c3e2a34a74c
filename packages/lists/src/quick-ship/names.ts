/** The island's name [ref: script-tag#islands], used in console lines. */
export const QUICK_SHIP_ISLAND = 'quick-ship';
