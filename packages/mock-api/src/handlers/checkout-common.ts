/** Helpers shared by the /ReactCheckout handlers. */
import { defineCall, type CallContext, type CallMethod } from '../define-call';
import { SPEC_ENDPOINTS } from '../endpoints';
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

/** Defines a call whose path is in SPEC_ENDPOINTS under `name`. */
export function specCall(
  name: string,
  resolve: (ctx: CallContext) => unknown,
  method: CallMethod = 'POST',
  spec = '[ref: checkout#calls]',
) {
  const path = SPEC_ENDPOINTS[name];
  if (!path) throw new Error(`mock-api: no spec path for ${name}`);
  return defineCall({ name, method, path, spec }, resolve);
}
