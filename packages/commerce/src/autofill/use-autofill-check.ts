import { useEffect, useRef } from 'react';

/** How often a form looks for values the browser filled in without an input event, in ms. */
export const AUTOFILL_CHECK_MS = 250;

/**
 * The autofill check ("Autofill check polls every 250 ms"): some browsers fill saved addresses
 * and cards into the fields without an input event, so the form's state would not know them (and
 * the next render could even put the old value back). While the form is mounted, `check` runs
 * every 250 ms to read its fields' values into its state: one interval per form, not per field,
 * and skipped while the page is hidden (nothing fills a hidden page). Stops on unmount.
 *
 * `check` may change each render; the latest one runs.
 */
export function useAutofillCheck(check: () => void): void {
  const latest = useRef(check);
  useEffect(() => {
    latest.current = check;
  });
  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState !== 'hidden') latest.current();
    }, AUTOFILL_CHECK_MS);
    return () => clearInterval(timer);
  }, []);
}

/**
 * The inputs among `fields` whose value in the page differs from `values` (filled without an
 * input event): `{name: value in the page}`, or `null` when none does. Selects are left alone: a
 * value the list does not hold reads back as another option, and browsers send change events for
 * the selects they fill.
 */
export function filledValues<K extends string>(
  fields: Iterable<readonly [K, Element | null | undefined]>,
  values: Readonly<Record<K, unknown>>,
): Partial<Record<K, string>> | null {
  const filled: Partial<Record<K, string>> = {};
  let any = false;
  for (const [name, element] of fields) {
    if (!(element instanceof HTMLInputElement) || element.type === 'checkbox' || element.type === 'radio') continue;
    if (element.value === values[name]) continue;
    filled[name] = element.value;
    any = true;
  }
  return any ? filled : null;
}
