/** The island's name (CONTRACT §5), used in console lines. */
export const FAVORITES_ISLAND = 'favorites';
