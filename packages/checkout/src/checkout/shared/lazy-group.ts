/** An action group whose module loads on the first call of one of its actions. */
import type { CheckoutContext } from '../checkout-context';

/**
 * Every action of a group by name, as a record: a name left out, or one the group has not, is a
 * type error (a list would let either pass).
 */
export type ActionNames<G> = { readonly [K in keyof G]: true };

/**
 * A group of actions whose module loads on the first call of one of them, each call then running
 * there: every call returns a promise (of what the action returns). `names` are the group's
 * actions; `load` creates the group once its module is in.
 */
export function lazyGroup<G>(
  names: ActionNames<G>,
  load: (ctx: CheckoutContext) => Promise<G>,
): (ctx: CheckoutContext) => G {
  return (ctx) => {
    let group: Promise<G> | undefined;
    const call =
      (name: string) =>
      (...args: unknown[]) =>
        (group ??= load(ctx)).then((actions) => (actions[name as keyof G] as (...a: unknown[]) => unknown)(...args));
    return Object.fromEntries(Object.keys(names).map((name) => [name, call(name)])) as unknown as G;
  };
}
