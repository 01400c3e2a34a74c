/** The island's name (CONTRACT §5), used in console lines. */
export const QUICK_SHIP_ISLAND = 'quick-ship';
