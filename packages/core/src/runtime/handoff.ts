/**
 * Runs the hand-off when an island has mounted over its server HTML [ref: script-tag#what-the-shopper-did-in-the-fallback-hand-off]: what
 * the shopper typed, checked and focused in the fallback goes into the island's matching fields
 * as their edits, the focus and caret come back, and a press the loader held back (a click or
 * Enter on the fallback while the island's code was on its way) is made once on the island's
 * matching control. What has no match is dropped.
 */
import {
  canTake,
  controlKey,
  findControl,
  findField,
  readFallback,
  writeField,
  type Carried,
  type ControlKey,
  type FieldNames,
} from './handoff-logic';

/** How an island takes its fallback's state: `handoff` of its `island.ts`. */
export interface HandoffOptions {
  /**
   * The island's field (or button) name for each fallback name that differs: `{ qty: 'quantity' }`.
   * Without an entry a field goes to the island's field of the same `name`, else `id`, else
   * `autocomplete`.
   * @default {}
   */
  fields?: FieldNames;
  /**
   * A selector of the island's control that shows its fields (a disclosure, a popup's trigger),
   * pressed once when what the shopper left in the fallback has nowhere to go after the first
   * render. @default undefined
   */
  reveal?: string;
}

/**
 * How long the hand-off waits for the island's fields: an island may first show a skeleton
 * while it loads what its form needs (the sign-in config, the swatch list of a popup).
 */
export const HANDOFF_WAIT_MS = 10_000;

/**
 * Hands `carried` and `press` over to the island just rendered into `root`: the fields as soon as
 * the island renders any of them (what has no field then is dropped), then, once the island has
 * re-rendered with them, the focus and caret and the press. Returns a function that stops it
 * (the island unmounted) and says whether the press was still to make.
 */
export function handOff(
  root: HTMLElement,
  { fields, focus }: Carried,
  press: ControlKey | undefined,
  { fields: names = {}, reveal }: HandoffOptions,
  island: string,
): () => boolean {
  const placed = new Map<object, Element>();
  let landed = false;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let observer: MutationObserver | undefined;
  const focused = () =>
    focus &&
    (focus.field
      ? (placed.get(focus.field) ?? findField(root, focus.field, names))
      : findControl(root, focus.control!, names));

  const attempt = () => {
    fields = fields.filter((field) => {
      const el = findField(root, field, names, new Set(placed.values()));
      if (!el || !canTake(el, field)) return true;
      placed.set(field, el);
      writeField(el, field);
      return false;
    });
    // fields still to place wait for the island's fields (a skeleton first, a popup its trigger
    // opens), even when a control of the press's name is there already (that trigger)
    landed ||= placed.size > 0 || (!fields.length && Boolean(focused() || (press && findControl(root, press, names))));
  };

  const finish = () => {
    stopped = true;
    attempt();
    const { activeElement: active, body } = root.ownerDocument;
    const target = focused() as HTMLInputElement | undefined;
    // unless the shopper has moved on to something else on the page
    if (target && (active === body || !active || root.contains(active))) {
      target.focus();
      try {
        if (focus!.selection) target.setSelectionRange(...focus!.selection);
      } catch {
        // the field became one without a caret
      }
    }
    if (!press) return;
    const control = findControl(root, press, names);
    const { text } = press;
    press = undefined;
    if (!control)
      console.error(
        `hearth: island "${island}" has no control for the press "${text}" made before it mounted; it is dropped`,
      );
    else if (control.localName === 'form') (control as HTMLFormElement).requestSubmit();
    else (control as HTMLElement).click();
  };

  const stop = () => {
    observer?.disconnect();
    clearTimeout(timer);
  };
  // a macrotask later: the island has re-rendered with what was written (React and Preact both
  // flush an event's updates by then), so the press sees the new values
  const settle = () => {
    stop();
    timer = setTimeout(() => stopped || finish());
  };

  const end = () => {
    stopped = true;
    stop();
    return Boolean(press);
  };
  if (!fields.length && !focus && !press) return end;
  attempt();
  if (landed) settle();
  else {
    if (reveal) root.querySelector<HTMLElement>(reveal)?.click();
    observer = new MutationObserver(() => {
      attempt();
      if (landed) settle();
    });
    observer.observe(root, { childList: true, subtree: true });
    timer = setTimeout(settle, HANDOFF_WAIT_MS);
  }
  return end;
}

/**
 * The hand-off of an island just rendered into `root` over `serverHtml`, its fallback's nodes
 * (taken out of the page, they keep what the shopper typed and checked and a field's caret):
 * what the shopper did there, read with `active` (the element that had the focus before they
 * went), and the held `press` (`handoff: false` carries the press only). This module is its own
 * chunk, loaded only for a fallback with a field or the focus, or a held press: every other
 * island mounts without it.
 */
export function handOffFallback(
  root: HTMLElement,
  serverHtml: readonly ChildNode[],
  active: Element | null,
  press: Element | undefined,
  options: false | HandoffOptions,
  island: string,
): () => boolean {
  const box = root.ownerDocument.createElement('div');
  box.append(...serverHtml);
  return handOff(
    root,
    options ? readFallback(box, active) : { fields: [] },
    press && controlKey(press),
    options || {},
    island,
  );
}
