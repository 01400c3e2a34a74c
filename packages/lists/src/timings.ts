/** The lists islands' timings [ref: lists#limits]. */

/** [ref: registry#limits]: the registry 'ADDED' confirmation shows 3000 ms. */
export const ADDED_BADGE_MS = 3000;
/** [ref: quick-ship#limits]: the quick-ship availability-message skeleton goes after 10000 ms without content. */
export const SKELETON_TIMEOUT_MS = 10_000;
/** [ref: lists#limits]: reveal content duration. */
export const REVEAL_MS = 275;
