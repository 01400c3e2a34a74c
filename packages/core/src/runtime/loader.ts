/**
 * The island loader: the only code a legacy page runs before an island is needed.
 * It finds `[data-island]` elements, imports only the chunks of the islands present,
 * mounts them when their `data-load` strategy says so, follows the DOM with one
 * MutationObserver, and exposes `window.hearth`. No React and no schema library
 * here: parsing and validating props happens inside the island chunk.
 */
import type { HearthApi, IslandHandle, IslandLoader, IslandModule, LoadStrategy } from './types';

const ISLAND = 'data-island';
const SELECTOR = `[${ISLAND}]`;
const OPEN_SELECTOR = '[data-island-open]';
const PREFIX = 'hearth:';

interface Entry {
  /** Settles when the island has mounted or failed; nested islands wait on it. */
  done: Promise<void>;
  handle?: IslandHandle | null;
  cancel?: () => void;
}

/** Options of {@link createRuntime}. Pass the environment in so tests can swap it. */
export interface RuntimeOptions {
  /** Island name → lazy import of its chunk. */
  islands: Record<string, IslandLoader>;
  /** Island name → when it loads where the element has no `data-load` (islands not listed: eager). */
  loads?: Record<string, LoadStrategy>;
  /** @default globalThis.document */
  document?: Document;
}

const setState = (el: Element, state: string) => el.setAttribute('data-hearth-state', state);

/** A runtime: `window.hearth` plus starting and stopping it. */
export interface HearthRuntime extends HearthApi {
  /** Mount the page's islands and follow the DOM from now on. */
  start(): HearthRuntime;
  /** Stop following the DOM and unmount everything, putting server HTML back. */
  stop(): void;
}

/** Builds a runtime over `options.document`. Call `start()` on the result to go live. */
export function createRuntime(options: RuntimeOptions): HearthRuntime {
  const { islands, loads = {} } = options;
  const doc = options.document ?? document;
  const win = (doc.defaultView ?? globalThis) as Window & typeof globalThis;
  const onVisible = new WeakMap<Element, () => void>();
  const entries = new Map<Element, Entry>();
  const popups = new Map<string, Promise<void>>();
  let visibility: IntersectionObserver | undefined;
  let observer: MutationObserver | undefined;

  // One import() per island name: a page with 10,000 steppers must not ask the browser's
  // module map 10,000 times. A failed chunk is forgotten so a later mount can try again.
  const modules = new Map<string, Promise<IslandModule | null>>();
  const importIsland = (name: string): Promise<IslandModule | null> => {
    const load = islands[name];
    if (!load) {
      console.error(`${PREFIX} unknown island "${name}" (data-island)`);
      return Promise.resolve(null);
    }
    let module = modules.get(name);
    if (!module) {
      module = load().then(
        (m) => m.default,
        (error: unknown) => {
          modules.delete(name);
          console.error(`${PREFIX} island "${name}" could not be loaded`, error);
          return null;
        },
      );
      modules.set(name, module);
    }
    return module;
  };

  const activate = async (el: HTMLElement, entry: Entry) => {
    // 'Nested islands mount outer first': wait for the closest enclosing island.
    const outer = el.parentElement?.closest(SELECTOR);
    const outerEntry = outer && entries.get(outer);
    if (outerEntry) await outerEntry.done;
    if (!el.isConnected || entries.get(el) !== entry) return;
    const module = await importIsland(el.getAttribute(ISLAND) ?? '');
    if (!el.isConnected || entries.get(el) !== entry) return;
    let handle: IslandHandle | null = null;
    try {
      handle = module ? module.mount(el) : null;
    } catch (error) {
      console.error(`${PREFIX} island "${module?.name}" failed to mount`, error);
    }
    entry.handle = handle;
    setState(el, handle ? 'mounted' : 'error');
  };

  const schedule = (el: HTMLElement, run: () => void): (() => void) | undefined => {
    const strategy = (el.dataset.load ?? loads[el.getAttribute(ISLAND) ?? ''] ?? 'eager') as LoadStrategy;
    if (strategy === 'idle') {
      const id = win.requestIdleCallback ? win.requestIdleCallback(run) : win.setTimeout(run, 1);
      return () => (win.cancelIdleCallback ? win.cancelIdleCallback(id) : win.clearTimeout(id));
    }
    if (strategy === 'visible' && 'IntersectionObserver' in win) {
      const io = (visibility ??= new win.IntersectionObserver((seen) => {
        for (const record of seen) {
          if (!record.isIntersecting) continue;
          io.unobserve(record.target);
          onVisible.get(record.target)?.();
        }
      }));
      onVisible.set(el, run);
      io.observe(el);
      return () => io.unobserve(el);
    }
    if (strategy === 'interaction') {
      // Pointer, touch or keyboard focus: each comes before the click it announces.
      const events = ['pointerover', 'touchstart', 'focusin'] as const;
      const once = () => {
        stop();
        run();
      };
      const stop = () => events.forEach((type) => el.removeEventListener(type, once));
      events.forEach((type) => el.addEventListener(type, once, { passive: true }));
      return stop;
    }
    if (strategy !== 'eager' && strategy !== 'visible') {
      console.error(`${PREFIX} island "${el.getAttribute(ISLAND)}": unknown data-load "${strategy}", loaded eagerly`);
    }
    run();
    return undefined;
  };

  const track = (el: HTMLElement): Promise<void> => {
    const known = entries.get(el);
    if (known) return known.done;
    let settle!: () => void;
    const entry: Entry = { done: new Promise((resolve) => (settle = resolve)) };
    entries.set(el, entry);
    setState(el, 'pending');
    const run = () => void activate(el, entry).finally(settle);
    entry.cancel = schedule(el, run);
    // Only eager islands hold up `ready`; the others mount when their moment comes.
    return entry.cancel ? Promise.resolve() : entry.done;
  };

  const mount = (root: ParentNode = doc): Promise<void> => {
    const found: HTMLElement[] = [];
    if (root instanceof win.Element && root.matches(SELECTOR)) found.push(root as HTMLElement);
    root.querySelectorAll<HTMLElement>(SELECTOR).forEach((el) => found.push(el));
    return Promise.all(found.map(track)).then(() => undefined);
  };

  const unmount = (el: Element, restore = true) => {
    const entry = entries.get(el);
    if (!entry) return;
    entries.delete(el);
    entry.cancel?.();
    entry.handle?.unmount(restore);
    el.removeAttribute('data-hearth-state');
  };

  const unmountRemoved = (node: Node) => {
    if (node.nodeType !== 1) return;
    const el = node as Element;
    // A node moved in the same batch is connected again: leave it mounted.
    if (el.isConnected) return;
    if (entries.has(el)) unmount(el, false);
    el.querySelectorAll(SELECTOR).forEach((inner) => entries.has(inner) && unmount(inner, false));
  };

  const onMutations = (records: MutationRecord[]) => {
    for (const record of records) {
      record.removedNodes.forEach(unmountRemoved);
      record.addedNodes.forEach((node) => {
        // Most additions are islands rendering their own markup: skip those without a query.
        if (node.nodeType !== 1 || !(node as Element).isConnected) return;
        const el = node as Element;
        if (el.matches(SELECTOR) ? !entries.has(el) : el.firstElementChild && el.querySelector(SELECTOR)) void mount(el);
      });
    }
  };

  const open = (name: string, props?: unknown, opener: Element | null = doc.activeElement): Promise<void> => {
    const already = popups.get(name);
    if (already) return already;
    const shown = importIsland(name).then((module) => {
      if (!module) return;
      const container = doc.createElement('div');
      container.setAttribute('data-hearth-popup', name);
      doc.body.append(container);
      const close = () => {
        popups.delete(name);
        handle?.unmount();
        container.remove();
      };
      let handle: IslandHandle | null = null;
      try {
        handle = module.mount(container, { props: props ?? {}, onClose: close, opener });
      } catch (error) {
        console.error(`${PREFIX} island "${name}" failed to open`, error);
      }
      if (!handle) close();
    });
    popups.set(name, shown);
    // Allow the same popup to open again once this one is shown or has failed.
    void shown.finally(() => popups.get(name) === shown && popups.delete(name));
    return shown;
  };

  const onClick = (event: MouseEvent) => {
    const trigger = (event.target as Element | null)?.closest?.(OPEN_SELECTOR);
    if (!trigger) return;
    event.preventDefault();
    const name = trigger.getAttribute('data-island-open') ?? '';
    const raw = trigger.getAttribute('data-props');
    let props: unknown;
    try {
      props = raw ? JSON.parse(raw) : undefined;
    } catch (error) {
      console.error(`${PREFIX} island "${name}" has invalid props: field "data-props" is not valid JSON`, error);
      return;
    }
    void open(name, props, trigger);
  };

  let started!: () => void;
  const api: HearthRuntime = {
    mount,
    unmount: (el: Element) => unmount(el, true),
    open,
    ready: new Promise<void>((resolve) => (started = resolve)),
    start() {
      observer = new win.MutationObserver(onMutations);
      observer.observe(doc.documentElement, { childList: true, subtree: true });
      doc.addEventListener('click', onClick);
      void mount(doc).then(started);
      return api;
    },
    stop() {
      observer?.disconnect();
      visibility?.disconnect();
      doc.removeEventListener('click', onClick);
      [...entries.keys()].forEach((el) => unmount(el, true));
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
  const win = (options.document?.defaultView ?? window) as Window;
  if (win.hearth) return win.hearth;
  const runtime = createRuntime(options);
  win.hearth = runtime;
  const doc = options.document ?? document;
  if (doc.readyState === 'loading') {
    doc.addEventListener('DOMContentLoaded', () => runtime.start(), { once: true });
  } else {
    runtime.start();
  }
  return runtime;
}
