/** 000 §7: how a cart-service answer says it failed. */
import type { CartAnswer } from './schema';

/**
 * 000 §7 reads both isSuccess and error: an answer is refused when it says `isSuccess: false` or
 * `error: true`. An `error` flag must never pass for a success (and reload the cart as one).
 */
export function isRefused(answer: Pick<CartAnswer, 'isSuccess' | 'error'>): boolean {
  return answer.isSuccess === false || answer.error === true;
}
