/**
 * The checkout flow [ref: checkout#screens]: its steps by name, with the spec's index and route; where the
 * island's steps live in the address (`basePath`, `routing`); and where a redirect leads.
 */

/** [ref: checkout#screens]: the steps, in order, each with its name, index and route. */
export const CHECKOUT_STEPS = [
  { name: 'cart', index: 0, route: '/checkout/cart' },
  { name: 'shipping', index: 1, route: '/checkout/shipping' },
  { name: 'shippingAndGiftOptions', index: 2, route: '/checkout/shippingandgiftoptions' },
  { name: 'payment', index: 3, route: '/checkout/paymentandbilling' },
  { name: 'review', index: 4, route: '/checkout/review' },
  { name: 'confirmation', index: 5, route: '/checkout/confirmation' },
] as const;

/** One step of the flow. */
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];
/** A step's name: what the checkout keys its steps by. */
export type StepName = CheckoutStep['name'];
/** A step's index in [ref: checkout#screens] (the island's `step` prop). */
export type StepIndex = CheckoutStep['index'];

/** [ref: checkout#screens]: also the Shipping step; the steps' routes are under it. */
export const CHECKOUT_ROOT = '/checkout';

/**
 * How the island's steps use the page address:
 * - `path` (the default): each step has its address under `basePath` (`{basePath}/shipping`,
 *   `{basePath}/shippingandgiftoptions`, `{basePath}/paymentandbilling`, `{basePath}/review`, and
 *   `basePath` itself for Shipping). A step change pushes its address (`history.pushState`), Back
 *   and Forward show the step of the address, and the page's address picks the first step. The
 *   app must answer each of those addresses with the checkout page (a reload asks for it).
 * - `none`: the address is left alone; the steps change in the page only, and the first step is
 *   the `step` prop's (else Shipping). Back leaves the checkout as it leaves any page.
 */
export type CheckoutRouting = 'path' | 'none';

/** Where the island's steps are: the steps it shows, in order, and how they use the address. */
export interface CheckoutFlow {
  /** The steps the island shows, in order (the step table's names). */
  steps: readonly StepName[];
  routing: CheckoutRouting;
  /** The address of the Shipping step, its steps under it; '' for the site's root. */
  basePath: string;
}

/** The step of a name. */
export function stepNamed(name: StepName): CheckoutStep {
  return CHECKOUT_STEPS.find((step) => step.name === name)!;
}

/** The step of a [ref: checkout#screens] index, if it is one. */
export function stepAt(index: unknown): CheckoutStep | undefined {
  return CHECKOUT_STEPS.find((step) => step.index === index);
}

/**
 * Whether `value` is a base path the steps can live under: a path of this site, one leading `/`
 * and only the characters of a URL path (RFC 3986 `pchar`: no query, fragment, `\`, space or
 * control character), no `//` and no `.` or `..` segment. `/` is the site's root.
 */
export function isBasePath(value: unknown): value is string {
  return typeof value === 'string' && /^(?!.*\/\/)(?!.*\/\.\.?(?:\/|$))\/[\w\-.~!$&'()*+,;=:@%/]*$/.test(value);
}

/** A base path as the routes use it: no trailing `/` ('' for the root). Assumes {@link isBasePath}. */
export function normalBasePath(basePath: string): string {
  return basePath.replace(/\/+$/, '');
}

/** The route of a step: the spec's [ref: checkout#screens], or under `basePath` (its last segment kept). */
export function routeOf(name: StepName, basePath: string = CHECKOUT_ROOT): string {
  const { route } = stepNamed(name);
  return `${normalBasePath(basePath)}${route.slice(CHECKOUT_ROOT.length)}`;
}

/**
 * The step of a path under `basePath` (the spec's `/checkout` by default): `basePath` itself is
 * Shipping; case and a trailing slash do not matter; anything else is `null`.
 */
export function stepOfPath(pathname: string, basePath: string = CHECKOUT_ROOT): StepName | null {
  if (typeof pathname !== 'string') return null;
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  const base = normalBasePath(basePath).toLowerCase();
  if (path === base) return 'shipping';
  return CHECKOUT_STEPS.find((step) => routeOf(step.name, base) === path)?.name ?? null;
}

/** Where a redirect leads: a step the island shows (moved to in-app), or a page (navigated to). */
export type FlowTarget = { kind: 'step'; step: StepName; url: string } | { kind: 'page'; url: string };

/**
 * [ref: checkout#screens, #rules]: a redirect to a step the island shows moves in-app (through the flow route: the URL
 * changes, the page does not reload); any other target is a full page navigation. The cart and
 * the confirmation are pages of their own, so they navigate. A step is known by its address under
 * the flow's `basePath`, or by the spec's route (what the server's answers name), which then moves
 * to the step's address under `basePath`. `url` must already be a same-origin path (the caller
 * filters it).
 */
export function flowTarget(url: string, base: string, flow: CheckoutFlow): FlowTarget {
  let parsed: URL;
  try {
    parsed = new URL(url, base);
  } catch {
    return { kind: 'page', url };
  }
  const under = stepOfPath(parsed.pathname, flow.basePath);
  const step = under ?? stepOfPath(parsed.pathname);
  if (step === null || !flow.steps.includes(step)) return { kind: 'page', url };
  // A step's path is one of its routes (one leading /), so the rebuilt path can never read as //host.
  const path = under !== null ? parsed.pathname : routeOf(step, flow.basePath);
  return { kind: 'step', step, url: `${path}${parsed.search}${parsed.hash}` };
}

/** Whether a redirect target is the cart (a cart redirect goes to the cart) [ref: checkout#rules]. */
export function isCartRoute(url: string | null | undefined, base: string): boolean {
  if (!url) return false;
  try {
    return stepOfPath(new URL(url, base).pathname) === 'cart';
  } catch {
    return false;
  }
}
