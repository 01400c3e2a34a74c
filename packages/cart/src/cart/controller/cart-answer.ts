/** [ref: cart#calls]: how a cart-service answer says it failed. */
import type { CartAnswer } from '../schema';

/**
 * [ref: cart#calls] reads both isSuccess and error: an answer is refused when it says `isSuccess: false` or
 * `error: true`. An `error` flag must never pass for a success (and reload the cart as one).
 */
export function isRefused(answer: Pick<CartAnswer, 'isSuccess' | 'error'>): boolean {
  return answer.isSuccess === false || answer.error === true;
}
