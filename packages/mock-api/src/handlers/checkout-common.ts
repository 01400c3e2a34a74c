/** Helpers shared by the /ReactCheckout handlers. */
import { orderSummary } from '../state/cart-model';
import type { SessionState } from '../state/session';

/** The fields every checkout answer carries [ref: checkout#calls]. */
export function ok(state: SessionState, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    isSuccess: true,
    orderSummary: orderSummary(state),
    errorType: 0,
    errorMessage: '',
    redirectUrl: '',
    message: '',
    ...extra,
  };
}

/** A failed checkout answer. */
export function no(
  state: SessionState,
  errorMessage: string,
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  return ok(state, { isSuccess: false, errorMessage, message: errorMessage, ...extra });
}
