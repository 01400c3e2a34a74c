/** The island's name [ref: script-tag#islands], used in console lines. */
export const REGISTRY_ISLAND = 'registry';
