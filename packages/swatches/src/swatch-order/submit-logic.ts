/**
 * Sending the order and reading its answer [ref: swatch-order#rules, #calls, #errors], and the analytics that follow a
 * success [ref: swatch-order#calls]. Pure of React; the client is passed in.
 */
import { dispatchAnalytics, formatMessage, type HearthClient, isCallError } from '@hearth/core';
import { swatchesMessage } from '../wording';
import { getEmailHashed, hashedPhone, orderFreeSwatchesSubmit } from './calls';
import type { OrderRequest } from './order-form-logic';
import type { AddressSuggestion, OrderAnswer } from './schema';
import { DELIVERY_DAYS } from '../constants';

/** What an order's answer means. */
export type OrderOutcome =
  | { kind: 'success'; orderId: string }
  /** [ref: swatch-order#errors]: the address check has suggestions. */
  | { kind: 'suggestions'; suggestions: AddressSuggestion[] }
  /** [ref: swatch-order#errors]: the address check has none. */
  | { kind: 'unverified' }
  /** [ref: swatch-order#errors]: no validation result: the server's Message (else Hearth's). */
  | { kind: 'failed'; message: string }
  | { kind: 'aborted' };

/** Reads the answer [ref: swatch-order#calls]: Succeeded, else the address validation result, else Message. */
export function readOrderAnswer(answer: OrderAnswer | undefined): OrderOutcome {
  if (answer?.Succeeded === true)
    return { kind: 'success', orderId: answer.OrderId == null ? '' : String(answer.OrderId) };
  const result = answer?.AddressValidationResult;
  if (result) {
    const suggestions = (result.Suggestions ?? []).filter(
      (s) => s.City?.trim() || s.State?.trim() || s.ZipCode?.trim(),
    );
    return suggestions.length > 0 ? { kind: 'suggestions', suggestions } : { kind: 'unverified' };
  }
  return {
    kind: 'failed',
    message:
      answer?.Message?.trim() ||
      swatchesMessage('orderFailed', 'We could not send your swatch order. Please try again.'),
  };
}

/** POSTs the order; never throws (a failed call is `failed` with Hearth's message, an abort `aborted`). */
export async function sendOrder(
  client: Pick<HearthClient, 'post'>,
  request: OrderRequest,
  signal?: AbortSignal,
): Promise<OrderOutcome> {
  try {
    return readOrderAnswer(await client.post(orderFreeSwatchesSubmit, request, { signal }));
  } catch (error) {
    if (isCallError(error, 'abort') || signal?.aborted) return { kind: 'aborted' };
    return {
      kind: 'failed',
      message: swatchesMessage('orderFailed', 'We could not send your swatch order. Please try again.'),
    };
  }
}

/** [ref: swatch-order#calls]: the form's name in 'Form Submitted'. */
export const FORM_NAME = 'Order Free Swatch';

/** What the analytics of an order need. */
export interface OrderReport {
  request: OrderRequest;
  orderId: string;
  /** The ordered swatches: code and name. */
  products: Array<{ code: string; name: string }>;
}

async function hashOf<T>(
  send: () => Promise<T>,
  read: (answer: T) => string | null | undefined,
): Promise<string | undefined> {
  try {
    return read(await send())?.trim() || undefined;
  } catch {
    return undefined;
  }
}

/**
 * [ref: swatch-order#calls], after a success: GetEmailHashed, then 'Form Submitted' for 'Order Free Swatch' once
 * the hash is returned; the hashed phone (when its call is configured); then 'Swatch Order
 * Completed' with the order id, the products and both hashes. Hash failures only leave the hash
 * out; nothing here throws.
 */
export async function reportOrder(
  client: Pick<HearthClient, 'post'>,
  { request, orderId, products }: OrderReport,
  dispatch: typeof dispatchAnalytics = dispatchAnalytics,
): Promise<void> {
  const emailHash = await hashOf(
    () => client.post(getEmailHashed, { email: request.EmailAddress }),
    (answer) => answer?.emailHash,
  );
  if (emailHash) dispatch('Form Submitted', { form_name: FORM_NAME, hashed_email: emailHash });
  const phoneHash = await hashOf(
    () => client.post(hashedPhone, { phone: request.DayPhone }),
    (answer) => answer?.phoneHash,
  );
  dispatch('Swatch Order Completed', {
    order_id: orderId,
    products: products.map(({ code, name }) => ({ product_id: code, name })),
    ...(emailHash ? { hashed_email: emailHash } : {}),
    ...(phoneHash ? { hashed_phone: phoneHash } : {}),
  });
}

/**
 * [ref: swatch-order#errors, #limits]: the thank-you text after 'Thank You.': 5-7 business days on the US site, 5-12 on the
 * Canadian site, and the site's host name.
 */
export function thankYouText(site: 'US' | 'CA', host: string): string {
  return formatMessage(
    swatchesMessage(
      'thankYouText',
      'We have received your order for swatches. You should receive your swatches within {days} business days. Thank you for your interest in ordering from {host}.',
    ),
    { days: DELIVERY_DAYS[site], host },
  );
}
