/** The cart page's ZIP and promo code fields [ref: cart#validation, #errors]. */
import { cartMessage } from '../wording';
import type { ActionResult, CartControllerEnv, GetState, RunAction, SetState } from './controller-types';
import { checkZipCode } from './zip-code';

/** Applying a ZIP code, applying and removing a promo code. */
export function codeActions(env: CartControllerEnv, get: GetState, set: SetState, run: RunAction) {
  return {
    /** [ref: cart#validation, #errors]: checked on the client first; any failure shows 'Zip code could not be updated'. */
    async applyZipCode(value: string): Promise<ActionResult> {
      if (get().busy !== null) return 'ignored';
      const invalid = checkZipCode(value, env.site(), get().cart?.messages);
      if (invalid) {
        set({ zipError: invalid });
        return 'invalid';
      }
      const zipFailed = (detail: unknown) => {
        env.log('hearth cart: applyZipCode failed', detail);
        set({ zipError: cartMessage('zipFailure', 'Zip code could not be updated') });
        return true;
      };
      const result = await run(
        'applyZipCode',
        'applyZipCode',
        { zipCode: value.trim().toUpperCase() },
        {
          onRefused: zipFailed,
          onError: zipFailed,
        },
      );
      if (result === 'done') set({ zipError: null });
      return result;
    },

    /** [ref: cart#errors]: the server's promoErrorMessage is shown under the field. */
    async applyPromoCode(code: string): Promise<ActionResult> {
      const result = await run(
        'applyPromoCode',
        'applyPromoCode',
        { promoCode: code.trim() },
        {
          onRefused: (answer) => {
            if (!answer.promoErrorMessage) return false;
            set({ promoError: answer.promoErrorMessage });
            return true;
          },
        },
      );
      if (result === 'done') set({ promoError: null });
      return result;
    },
    removePromoCode: (): Promise<ActionResult> => run('removePromoCode', 'removePromoCode', {}),
  };
}
