/** The lists islands' timings (002 §9). */

/** 002 §9: the registry 'ADDED' confirmation shows 3000 ms. */
export const ADDED_BADGE_MS = 3000;
/** 002 §9: the quick-ship availability-message skeleton goes after 10000 ms without content. */
export const SKELETON_TIMEOUT_MS = 10_000;
/** 002 §9: reveal content duration. */
export const REVEAL_MS = 275;
