/**
 * The calls of add-to-cart [ref: add-to-cart#calls], each wrapped so it never throws: it resolves an
 * outcome, and logs what the spec says is 'logged only' [ref: add-to-cart#errors]. An aborted call is silent.
 */
import { isCallError, type HearthClient } from '@hearth/core';
import { pricingQuery } from './add-to-cart-logic';
import { addItem, customConfirmation, monogramConfirmation, skuPricing } from './calls';
import { ADD_TO_CART_NAME } from './names';
import type { AddToCartItem, AddToCartItemInput } from './schema';
import type {
  AddItemAnswer,
  CustomConfirmationAnswer,
  MonogramAnswer,
  SkuPricingAnswer,
  MonogramRequest,
  RenderError,
} from './call-schema';

/** The client methods these calls use. */
export type CallClient = Pick<HearthClient, 'get' | 'post'>;
/** Where failures are logged. */
export type Log = (message: string, error?: unknown) => void;

/** A call that failed: already logged (or aborted). */
export interface Failed {
  status: 'failed';
}
const FAILED: Failed = { status: 'failed' };

/** Logs a failed call ('logged only') [ref: add-to-cart#errors]; a cancelled one is silent. */
export function logFailure(log: Log, call: string, error: unknown): Failed {
  if (!isCallError(error, 'abort')) log(`hearth: ${ADD_TO_CART_NAME}: ${call} failed`, error);
  return FAILED;
}

/** The add-item answer failed when it says so (`isSuccess: false` or `error: true`). */
function refused(answer: { isSuccess?: boolean | null; error?: unknown }): boolean {
  return answer.isSuccess === false || answer.error === true;
}

/** POST the add-to-cart item list to `addItem` [ref: add-to-cart#calls]. */
export async function postAddItem(
  client: CallClient,
  items: readonly (AddToCartItem | AddToCartItemInput)[],
  log: Log,
  signal?: AbortSignal,
): Promise<{ status: 'added'; answer: AddItemAnswer } | Failed> {
  const call = addItem.name;
  try {
    const answer = await client.post(addItem, items, { signal });
    if (refused(answer)) return logFailure(log, call, new Error(answer.message || 'isSuccess false'));
    return { status: 'added', answer };
  } catch (error) {
    return logFailure(log, call, error);
  }
}

/**
 * POST the monogram request to `monogramConfirmation` [ref: add-to-cart#calls]. Render errors in the answer
 * [ref: add-to-cart#errors] come back as `rejected`, to be shown on the fields.
 */
export async function postMonogram(
  client: CallClient,
  request: MonogramRequest,
  log: Log,
  signal?: AbortSignal,
): Promise<{ status: 'added'; answer: MonogramAnswer } | { status: 'rejected'; errors: RenderError[] } | Failed> {
  const call = monogramConfirmation.name;
  try {
    const answer = await client.post(monogramConfirmation, request, { signal });
    const errors = answer.errors ?? [];
    if (errors.length > 0) return { status: 'rejected', errors };
    if (answer.isSuccess === false) return logFailure(log, call, new Error(answer.message || 'isSuccess false'));
    return { status: 'added', answer };
  } catch (error) {
    return logFailure(log, call, error);
  }
}

/** GET `customConfirmation` with sku and optionChoiceParameter [ref: add-to-cart#rules, #calls]. */
export async function getCustomConfirmation(
  client: CallClient,
  item: Pick<AddToCartItem, 'Sku' | 'OptionChoiceParameter'>,
  log: Log,
  signal?: AbortSignal,
): Promise<{ status: 'custom'; answer: CustomConfirmationAnswer } | { status: 'plain' } | Failed> {
  const call = customConfirmation.name;
  try {
    const answer = await client.get(customConfirmation, {
      query: { sku: item.Sku, optionChoiceParameter: item.OptionChoiceParameter },
      signal,
    });
    return answer.hasCustomOrderConfirmation ? { status: 'custom', answer } : { status: 'plain' };
  } catch (error) {
    return logFailure(log, call, error);
  }
}

/** GET /sku-pricing/get-sku-data with the skus list and zipCode [ref: add-to-cart#calls]. */
export async function getSkuPricing(
  client: CallClient,
  items: readonly Pick<AddToCartItem, 'Sku' | 'Quantity'>[],
  zipCode: string | null | undefined,
  log: Log,
  signal?: AbortSignal,
): Promise<{ status: 'priced'; answer: SkuPricingAnswer } | Failed> {
  const call = skuPricing.name;
  try {
    const answer = await client.get(skuPricing, { query: pricingQuery(items, zipCode), signal });
    return { status: 'priced', answer };
  } catch (error) {
    return logFailure(log, call, error);
  }
}
