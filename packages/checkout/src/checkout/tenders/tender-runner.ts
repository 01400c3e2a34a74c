/** How the payment step's tender actions run [ref: checkout#rules]: one at a time, a refusal said, success refreshing the data. */
import { checkoutMessage } from '../../wording';
import { CHECKOUT_CALLS } from '../calls';
import type { CheckoutContext } from '../checkout-context';
import type { CheckoutAnswer } from '../shared/schema';

/** The runner's helpers over `ctx`. */
export function tenderRunner(ctx: CheckoutContext) {
  /** RefreshCheckout: the totals and what is applied; false when it failed (its popup shows). */
  const refresh = async (): Promise<boolean> => {
    const data = (await ctx.send(CHECKOUT_CALLS.refreshCheckout))?.checkoutData;
    if (data) ctx.replaceData(data);
    return Boolean(data);
  };
  /** A tender call's answer: a refusal shows its message; success refreshes the checkout. True when all went through. */
  const tender = async (answer: CheckoutAnswer | null): Promise<boolean> => {
    if (!answer) return false;
    if (answer.isSuccess === false) {
      ctx.set({
        notice:
          answer.errorMessage ||
          answer.message ||
          checkoutMessage('tenderFailed', 'That could not be applied. Please check it and try again.'),
      });
      return false;
    }
    return refresh();
  };
  /**
   * Runs `work` as the action `key` (refused while another runs) and resolves whether it went
   * through, so a form keeps what the shopper typed unless it did.
   */
  const run = async (key: string, work: () => Promise<boolean>): Promise<boolean> => {
    let done = false;
    await ctx.task(key, async () => {
      done = await work();
    });
    return done;
  };
  return { refresh, tender, run };
}
