import type { Struct } from 'superstruct';

/** What the loader hands an island module when it mounts one. */
export interface IslandContext {
  /**
   * Props given directly (popups opened by `hearth.open(name, props)` or a
   * `data-island-open` trigger). When absent the module reads the element's own
   * `data-props` or child `<script type="application/json" data-island-props>`.
   */
  props?: unknown;
  /** Called when a popup island closes itself; the loader then removes its container. */
  onClose?: () => void;
  /** Element that opened a popup, which gets focus back when it closes. */
  opener?: Element | null;
  /**
   * A press on the server HTML (a link, a submit button, or a form sent by Enter) that the loader
   * held back while the island's code was on its way: the island makes it once on its matching
   * control after mounting.
   */
  press?: Element | undefined;
}

/** How a popup island is opened (`hearth.open`, or a click on a `data-island-open` trigger). */
export interface PopupContext {
  /** Props given directly (`hearth.open(name, props)`). */
  props?: unknown;
  /** Element that opened it, which gets focus back when it closes. */
  opener?: Element | null;
  /** The `data-island-open` trigger clicked: its `data-props` are the props when `props` is absent. */
  trigger?: Element;
}

/** A mounted island. */
export interface IslandHandle {
  /**
   * Unmount the island. With `restore`, the server HTML it replaced is put back,
   * so the element can be mounted again later.
   */
  unmount(restore?: boolean): void;
}

/**
 * The default export of every island chunk. `mount` returns `null` when the island
 * refused to mount (bad props): it has already logged why and left the server HTML.
 */
export interface IslandModule {
  /** The island's name, as written in `data-island` [ref: script-tag#islands]. */
  readonly name: string;
  /** Popup islands render nothing until opened. */
  readonly popup?: boolean;
  /** When to load where the element has no `data-load`. @default 'eager' */
  readonly load?: LoadStrategy;
  /**
   * The schema its props are checked against, or the rules they are checked by with the schema to
   * load (for tooling: the resilience tests generate props from it).
   */
  readonly schema?: Struct<any, any> | PropsRules<any>;
  mount(element: HTMLElement, context?: IslandContext): IslandHandle | null;
  /**
   * What must be in before `mount` for the element's props (a part of the island's code they
   * need), or `undefined`; the loader waits for it, server HTML in place.
   */
  prepare?: ((element: HTMLElement) => Promise<unknown> | undefined) | undefined;
  /**
   * Opens the island as a popup, in a container of its own appended to `<body>` that goes
   * away when the popup closes, or at once when it cannot show (bad props: logged).
   *
   * @returns `true` when it shows; `false` when it cannot (the loader then lets a
   * `data-island-open` trigger do what its `href` says).
   */
  open(context: PopupContext): boolean;
}

/** Lazily imports one island chunk. */
export type IslandLoader = () => Promise<{ default: IslandModule }>;

/** `data-load` values [ref: script-tag#attributes-and-windowhearth]. */
export type LoadStrategy = 'eager' | 'idle' | 'visible' | 'interaction';

/** Lifecycle written to `data-hearth-state` on each island element, for CSS and tests. */
export type IslandState = 'pending' | 'mounted' | 'error';

/** `window.hearth` [ref: script-tag#the-markup]. */
export interface HearthApi {
  /** Mount every island under `root` (default: the document) that is not mounted yet. */
  mount(root?: ParentNode): Promise<void>;
  /** Unmount the island on `element`, putting its server HTML back. */
  unmount(element: Element): void;
  /** Open popup island `name` with `props`; resolves once it is shown. */
  open(name: string, props?: unknown, opener?: Element | null): Promise<void>;
  /** Resolves when the islands present at start-up have been mounted (or failed). */
  readonly ready: Promise<void>;
}

declare global {
  interface Window {
    /** The Hearth runtime on a page that loaded `hearth.js` [ref: script-tag#the-markup]. */
    hearth?: HearthApi;
  }
}

/**
 * The rules of a props schema that is superstruct's `type({ … })` of optional fields, written out:
 * the props are an object (not an array), each field the island reads is tested (given `undefined`
 * when the page leaves it out), and the others are dropped. The island's tests hold the rules to
 * the schema.
 */
export interface PropsRules<P> {
  /** Each prop the island reads, and whether a value of it is valid (`undefined`: left out). */
  readonly fields: { readonly [K in keyof Required<P>]: (value: unknown) => boolean };
  /** The props' schema, loaded when a rule refuses them: it names the field and says why. */
  readonly schema: () => Promise<Struct<P, unknown>>;
}
