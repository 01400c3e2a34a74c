/**
 * The island loader: the only code a legacy page runs before an island is needed.
 * It finds `[data-island]` elements, imports only the chunks of the islands present,
 * mounts them when their `data-load` strategy says so, follows the DOM with one
 * MutationObserver, and exposes `window.hearth`. No React and no schema library
 * here: parsing and validating props happens inside the island chunk.
 *
 * Every byte here is paid by every page (1,200 B brotli plus 25 B per island), and
 * the work per island is paid 10,000 times on a long list: one import() per island name, and
 * the islands of one chunk mount one after the other in the microtask its import resolves,
 * with no await chain per element.
 */
import type { HearthApi, IslandHandle, IslandModule, LoadStrategy } from './types';

export { loadStyles } from './styles';

const ISLAND = 'data-island';
const SELECTOR = `[${ISLAND}]`;
const STATE = 'data-hearth-state';

/**
 * Settles when the island has mounted or failed (islands nested in it wait on it); then holds its
 * handle. `press`: a press on its server HTML held back until then.
 */
type Entry = Promise<void> & { handle?: IslandHandle | null; press?: Element };

/** Options of {@link createRuntime}. */
export interface RuntimeOptions {
  /** Imports the chunk of island `name`; `undefined` when no island of that name is registered. */
  load(name: string): Promise<{ default: IslandModule }> | undefined;
  /** Island name → when it loads where the element has no `data-load` (islands not listed: eager). */
  loads?: Record<string, LoadStrategy>;
}

/** A runtime: `window.hearth` plus starting and stopping it. */
export interface HearthRuntime extends HearthApi {
  /** Mount the page's islands and follow the DOM from now on. */
  start(): HearthRuntime;
  /** Stop following the DOM and unmount everything, putting server HTML back. */
  stop(): void;
}

/** One console line naming the island: `hearth: unknown island "x"`. */
const report = (problem: string, island: string, ...cause: unknown[]) =>
  console.error(`hearth: ${problem} "${island}"`, ...cause);

/**
 * Builds a runtime over the page's document. Call `start()` on the result to go live.
 *
 * One closure over 150 lines, the one exception to the repo's 120-line limit: it is the loader
 * every page carries, and moving its parts out (the strategy table, the island query, the DOM
 * watcher) cost 35–72 B brotli on every page and took the fixed part over its 1,400 B target.
 */
// eslint-disable-next-line max-lines-per-function -- the loader's bytes come first (see above)
export function createRuntime({ load, loads = {} }: RuntimeOptions): HearthRuntime {
  const entries = new Map<Element, Entry>();
  const popups: Record<string, Promise<void>> = Object.create(null);

  /**
   * `data-load` strategies [ref: script-tag#attributes-and-windowhearth] other than eager, table-driven: each calls `run` when its
   * moment comes. An unknown one is reported and loads eagerly.
   */
  const strategies: Record<string, (el: Element, run: () => void) => void> = {
    // no prototype, so that data-load="constructor" is just unknown
    __proto__: null as never,
    idle: (_, run) => (window.requestIdleCallback ?? setTimeout)(run),
    // One observer per island waiting to be seen: few islands wait, and it needs no bookkeeping.
    visible: (el, run) => {
      const seen = new IntersectionObserver((records) => {
        if (!records.some((record) => record.isIntersecting)) return;
        seen.disconnect();
        run();
      });
      seen.observe(el);
    },
    // Pointer, touch or keyboard focus: each comes before the click it announces. Only the first
    // counts, so the listeners left after it need no removal.
    interaction: (el, run) =>
      ['pointerover', 'touchstart', 'focusin'].forEach((type) =>
        el.addEventListener(type, run, { once: true, passive: true }),
      ),
  };

  // One import() per island name: a page with 10,000 steppers must not ask the browser's
  // module map 10,000 times. A failed chunk is forgotten so a later mount can try again.
  // A name no island has gets `none` (reported once), which a click can tell at once.
  const modules: Record<string, Promise<IslandModule | void>> = Object.create(null);
  const none = Promise.resolve();
  const importIsland = (name: string) =>
    (modules[name] ??=
      load(name)?.then(
        (m) => m.default,
        (error: unknown) => {
          delete modules[name];
          report('could not load island', name, error);
        },
      ) ?? (report('unknown island', name), none));

  const track = (el: Element, nested: Set<Element>): Promise<void> | false => {
    let entry = entries.get(el);
    if (entry) return entry;
    const name = el.getAttribute(ISLAND)!;
    // 'Nested islands mount outer first': only islands inside another one look for it.
    const outer = nested.has(el) && entries.get(el.parentElement!.closest(SELECTOR)!);
    const strategy = (el as HTMLElement).dataset.load ?? loads[name] ?? 'eager';
    const start = strategies[strategy];
    if (!start && strategy !== 'eager') report(`unknown data-load "${strategy}" on island`, name);
    // A strategy may call its `run` more than once (interaction listens to three events):
    // resolving a promise twice does nothing.
    const mine: Entry = (entry = (
      start ? new Promise<void>((run) => start(el, run)).then(() => importIsland(name)) : importIsland(name)
    )
      // The chunk loads while an outer island may still be mounting.
      .then(async (island) => {
        if (outer) await outer;
        // a part of its code these props need comes first (the server HTML stays meanwhile)
        await island?.prepare?.(el as HTMLElement);
        if (entries.get(el) === mine && el.isConnected) {
          const { press } = mine;
          const handle = (mine.handle = island ? island.mount(el as HTMLElement, { press }) : null);
          el.setAttribute(STATE, handle ? 'mounted' : 'error');
          // The island could not take the press it was promised: the server HTML does what it says.
          if (!handle && press) follow(press);
        }
      }));
    entries.set(el, entry);
    el.setAttribute(STATE, 'pending');
    // Only eager islands hold up `ready`; the others mount when their moment comes.
    return !start && entry;
  };

  const mount = (root: ParentNode = document): Promise<void> => {
    // One query for every island inside another, instead of a closest() walk per island.
    const nested = new Set(root.querySelectorAll(`${SELECTOR} ${SELECTOR}`));
    const found = [...root.querySelectorAll(SELECTOR)];
    if ((root as Element).matches?.(SELECTOR)) {
      found.unshift(root as Element);
      if (root.parentElement?.closest(SELECTOR)) nested.add(root as Element);
    }
    return Promise.all(found.map((el) => track(el, nested))).then(() => undefined);
  };

  const unmount = (el: Element, restore: boolean) => {
    const entry = entries.get(el);
    if (!entry) return;
    entries.delete(el);
    entry.handle?.unmount(restore);
    el.removeAttribute(STATE);
  };

  const observer = new MutationObserver((records) => {
    for (const { addedNodes, removedNodes } of records) {
      removedNodes.forEach((node) => {
        // A node moved in the same batch is connected again: leave it mounted.
        if (node.nodeType !== 1 || node.isConnected || !entries.size) return;
        const el = node as Element;
        unmount(el, false);
        if (el.firstElementChild) el.querySelectorAll(SELECTOR).forEach((inner) => unmount(inner, false));
      });
      addedNodes.forEach((node) => {
        // Most additions are islands rendering their own markup: skip those without a query.
        const el = node as Element;
        if (node.nodeType !== 1 || !node.isConnected) return;
        if (el.matches(SELECTOR) ? !entries.has(el) : el.firstElementChild && el.querySelector(SELECTOR))
          void mount(el);
      });
    }
  });

  /**
   * A trigger whose popup cannot open, or a press held for an island that then could not mount,
   * does what the page wrote: its own click, replayed, follows its href (target and all) or
   * submits its form (a form held for Enter is sent again). Only to an http(s) address, never a
   * `javascript:` one; `passing` lets that press through {@link onClick}.
   */
  let passing: Element | undefined;
  const follow = (trigger: Element) => {
    if (/^(https?:)?$/.test((trigger as HTMLAnchorElement).protocol ?? '')) {
      passing = trigger;
      // a form held for Enter has no button to click: it is sent again
      const form = trigger as HTMLFormElement;
      (form.requestSubmit ?? form.click)?.call(form);
      passing = undefined;
    }
  };

  const open = (name: string, props?: unknown, opener: Element | null = document.activeElement, trigger?: Element) => {
    let shown = popups[name];
    if (!shown) {
      shown = popups[name] = importIsland(name).then((island) => {
        // the chunk failed to load, or the props were refused (both logged)
        if (!island?.open({ props, opener, trigger }) && trigger) follow(trigger);
      });
      // Allow the same popup to open again once this one is shown or has failed.
      void shown.finally(() => delete popups[name]);
    }
    return shown;
  };

  const onClick = (e: Event) => {
    const event = e as MouseEvent & SubmitEvent;
    const target = event.target as Element;
    // A new tab or window, or a download (another button, a modifier key), is the browser's.
    if (event.button || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    const trigger = target.closest?.('[data-island-open]');
    if (!trigger) {
      // A link followed or a form sent (a submit button, Enter) in the server HTML of an island
      // whose code is on its way: held, and made on the island once it has mounted, or
      // here as the page wrote it when it cannot mount; never both. Other presses are the page's.
      const press = event.type < 'k' ? target.closest?.('a[href]') : (event.submitter ?? target);
      // (a press the loader makes itself comes after the mount, when the entry has its handle)
      const el = press && !event.defaultPrevented && press.closest(SELECTOR);
      const entry = el && entries.get(el);
      if (entry && entry.handle === undefined && modules[el.getAttribute(ISLAND)!]) {
        event.preventDefault();
        entry.press ??= press;
      }
      return;
    }
    if (trigger === passing) return;
    const name = trigger.getAttribute('data-island-open')!;
    // An island that does not exist (logged) leaves the link a plain link. Its props, JSON and
    // schema, are read by the island's chunk, whose `open` says whether it could show: when it
    // cannot, or the chunk fails to load, `follow` does what the link says then. (Parsing the
    // JSON here too would cost every page ~45 B of loader for a case the chunk covers.)
    if (importIsland(name) === none) return;
    event.preventDefault();
    void open(name, undefined, trigger, trigger);
  };

  let started!: () => void;
  const api: HearthRuntime = {
    mount,
    unmount: (el: Element) => unmount(el, true),
    open,
    ready: new Promise<void>((resolve) => (started = resolve)),
    start() {
      observer.observe(document.documentElement, { childList: true, subtree: true });
      document.addEventListener('click', onClick);
      document.addEventListener('submit', onClick);
      void mount().then(started);
      return api;
    },
    stop() {
      observer.disconnect();
      document.removeEventListener('click', onClick);
      document.removeEventListener('submit', onClick);
      entries.forEach((_, el) => unmount(el, true));
    },
  };
  return api;
}

/**
 * Starts the runtime once per page and publishes it as `window.hearth`. A second
 * copy of the loader on the same page finds the first and does nothing, so no
 * island is ever mounted twice.
 */
export function startHearth(options: RuntimeOptions): HearthApi {
  if (!window.hearth) {
    const runtime = (window.hearth = createRuntime(options));
    // (start uses no `this`)
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', runtime.start);
    else runtime.start();
  }
  return window.hearth;
}
