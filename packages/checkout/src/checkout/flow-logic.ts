/** The checkout flow [ref: checkout#screens]: steps by index, their routes, and where a redirect leads. */

/** [ref: checkout#screens]: the steps, in order, with index and route. */
export const CHECKOUT_STEPS = [
  { index: 0, key: 'cart', route: '/checkout/cart' },
  { index: 1, key: 'shipping', route: '/checkout/shipping' },
  { index: 2, key: 'shippingAndGiftOptions', route: '/checkout/shippingandgiftoptions' },
  { index: 3, key: 'payment', route: '/checkout/paymentandbilling' },
  { index: 4, key: 'review', route: '/checkout/review' },
  { index: 5, key: 'confirmation', route: '/checkout/confirmation' },
] as const;

/** A step index, 0 (cart) to 5 (confirmation). */
export type StepIndex = (typeof CHECKOUT_STEPS)[number]['index'];

/** The steps the checkout island shows itself; the cart and the confirmation are pages of their own. */
export const ISLAND_STEPS: readonly StepIndex[] = [1, 2, 3, 4];

/** [ref: checkout#screens]: also the Shipping step. */
export const CHECKOUT_ROOT = '/checkout';

/** The route of a step. */
export function routeOf(step: StepIndex): string {
  return CHECKOUT_STEPS[step].route;
}

/** Whether a value is a step index. */
export function isStepIndex(value: unknown): value is StepIndex {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 5;
}

/**
 * The step of a path [ref: checkout#screens]: `/checkout` is Shipping; case and a trailing slash do not matter;
 * anything else is `null`.
 */
export function stepOfPath(pathname: string): StepIndex | null {
  if (typeof pathname !== 'string') return null;
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  if (path === CHECKOUT_ROOT) return 1;
  return CHECKOUT_STEPS.find((step) => step.route === path)?.index ?? null;
}

/** Where a redirect leads: a step the island shows (moved to in-app), or a page (navigated to). */
export type FlowTarget = { kind: 'step'; step: StepIndex; url: string } | { kind: 'page'; url: string };

/**
 * [ref: checkout#screens, #rules]: a redirect to a flow route the island shows moves in-app (through the flow route:
 * the URL changes, the page does not reload); any other target is a full page navigation. The
 * cart and the confirmation are pages of their own, so they navigate. `url` must already be a
 * same-origin path (the caller filters it).
 */
export function flowTarget(url: string, base: string): FlowTarget {
  let parsed: URL;
  try {
    parsed = new URL(url, base);
  } catch {
    return { kind: 'page', url };
  }
  const step = stepOfPath(parsed.pathname);
  // A step's path is one of its routes (one leading /), so the rebuilt path can never read as //host.
  if (step !== null && ISLAND_STEPS.includes(step)) {
    return { kind: 'step', step, url: `${parsed.pathname}${parsed.search}${parsed.hash}` };
  }
  return { kind: 'page', url };
}

/** Whether a redirect target is the cart (a cart redirect goes to the cart) [ref: checkout#rules]. */
export function isCartRoute(url: string | null | undefined, base: string): boolean {
  if (!url) return false;
  try {
    return stepOfPath(new URL(url, base).pathname) === 0;
  } catch {
    return false;
  }
}
