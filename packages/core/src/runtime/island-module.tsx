/**
 * Turns a React component and a check of its props into an island module the loader can
 * mount: what `defineIsland` (a props schema) and `defineIslandWithRules` (its rules written
 * out) share. Rendering goes through `#island-root`: react-dom/client here, Preact's own
 * `render` in the script-tag build (see `root.tsx`).
 */
import { renderRoot } from '#island-root';
import type { ComponentType } from 'react';
import type { Struct } from 'superstruct';
import type * as Handoff from './handoff';
import type { HandoffOptions } from './handoff';
import { ServerHtmlContext } from './server-html';
import { readRawProps, reportBadProps, type PropsResult } from './props';
import { holdScroll } from './scroll-anchor';
import type { IslandContext, IslandHandle, IslandModule, LoadStrategy } from './types';

/** What every island component receives beside its own props. */
export interface IslandInjectedProps {
  /** Present when the island was opened as a popup: call it to close and remove it. */
  onClose?: () => void;
  /** The element that opened the popup; focus goes back to it on close. */
  opener?: Element | null;
}

/**
 * Definition of one island ([ref: script-tag#islands] names): what its folder's `island.ts` exports by default.
 * The script-tag build finds every `packages/<package>/src/<name>/island.ts` and reads this.
 */
export interface IslandDefinition<P> extends IslandParts<P> {
  /** Superstruct schema of the props; the component's prop types are inferred from it. */
  schema: Struct<P, unknown>;
}

/** What an island is made of beside the check of its props. */
export interface IslandParts<P> {
  /** The `data-island` name; the same as the island's folder. */
  name: string;
  /** The component to render. */
  component: ComponentType<P & IslandInjectedProps>;
  /** Popup islands render nothing until opened. @default false */
  popup?: boolean;
  /**
   * When to load and mount where the element has no `data-load` [ref: script-tag#attributes-and-windowhearth].
   * @default 'eager'
   */
  load?: LoadStrategy;
  /**
   * How the island takes what the shopper did in its server HTML before it mounted [ref: script-tag#what-the-shopper-did-in-the-fallback-hand-off]:
   * fields are carried to its fields of the same `name`, else `id`, else `autocomplete`; `fields`
   * maps the fallback's names that differ, `reveal` names the control that shows its fields
   * (see {@link HandoffOptions}). `false`: no field or focus is carried (a held press still is).
   * @default {}
   */
  handoff?: false | HandoffOptions;
  /**
   * What must be in before the island first renders with these props: a part of its code it
   * shows only for some props (`lazyPart(…).preload()` of @hearth/ui), so pages whose props do not
   * need it never load it, and pages that do see it in the first render. The server HTML stays,
   * and presses on it are held, until then. Never rejects (a part's `preload` does not).
   */
  prepare?: (props: P) => Promise<unknown> | undefined;
}

/**
 * `npm run bench`'s probe of each mount's phases, which it times and sums: called with 0 as a mount
 * begins, 1 once its props are read and checked, 2 once the server HTML is replaced and the island
 * rendered. Only the bench sets `globalThis.hearthMark` (before the loader runs); otherwise each
 * mount pays three checks.
 */
const mark = (globalThis as { hearthMark?: (phase: 0 | 1 | 2) => void }).hearthMark;

/**
 * Whether a field of `root` differs from what the server wrote (a list: from the option the
 * server chose, its last one written `selected`, else its first enabled one): the hand-off's code
 * loads only then, or for the focus or a held press. A page of 500 steppers, each a field in its
 * fallback, loaded and ran it 500 times for nothing, and every checkout page (a list of states
 * with none `selected`) loaded it for its Shipping step.
 */
function edited(root: Element): boolean {
  for (const el of root.querySelectorAll<HTMLInputElement & HTMLSelectElement>('input,select,textarea')) {
    const options = [...(el.options ?? [])];
    const written = (option: HTMLOptionElement) => option.hasAttribute('selected');
    if (
      el.localName === 'select'
        ? el.multiple
          ? options.some((option) => option.selected !== written(option))
          : options[el.selectedIndex] !== (options.filter(written).pop() ?? options.find((option) => !option.disabled))
        : /^(checkbox|radio)$/.test(el.type)
          ? el.checked !== el.defaultChecked
          : el.value !== el.defaultValue
    )
      return true;
  }
  return false;
}

/** The hand-off's chunk, asked for once per page rather than once per island. */
let handoffModule: Promise<typeof Handoff> | undefined;
const loadHandoff = () =>
  (handoffModule ??= import('./handoff').catch((error: unknown) => {
    handoffModule = undefined; // a later mount may try again
    throw error;
  }));

/**
 * Checks raw props: the props, or why not; or, when why takes loading code, a promise of why
 * (the island stays as the server wrote it, and the line is logged once it is known).
 */
export type PropsCheck<P> = (raw: unknown) => PropsResult<P> | Promise<PropsResult<never>>;

/** Builds the island module for `definition`, whose props `check` checks; `schema` is for tooling. */
export function islandModule<P>(
  definition: IslandParts<P>,
  check: PropsCheck<P>,
  schema: IslandModule['schema'],
): IslandModule {
  const { name, component: View, popup = false, load = 'eager', handoff = {}, prepare } = definition;
  const report = (refused: PropsResult<never>) => {
    if (!refused.ok) reportBadProps(name, refused.field, refused.reason);
  };

  /**
   * Renders the island into `element` with `props`, or when they are `undefined` with those
   * `source` declares (`data-props`), once checked; `null` when it cannot (logged).
   */
  const show = (element: HTMLElement, props: unknown, source: Element, context: IslandContext): IslandHandle | null => {
    mark?.(0);
    // The server HTML is the fallback: kept to put back on a render error or unmount.
    let serverHtml: ChildNode[] | undefined;
    try {
      const given = props !== undefined ? { ok: true as const, value: props } : readRawProps(source);
      const checked = given.ok ? check(given.value) : given;
      if ('then' in checked) {
        void checked.then(report);
        return null;
      }
      if (!checked.ok) {
        report(checked);
        return null;
      }
      mark?.(1);
      // What the shopper did in the server HTML stays in its nodes, kept below; the
      // focus goes when they leave the page, so it is noted now. Only a fallback with an edited
      // field or the focus, or a press held for the island, loads the hand-off's code.
      const { press } = context;
      const active = element.ownerDocument.activeElement;
      const handing = (press || (handoff && (element.contains(active) || edited(element)))) && loadHandoff();
      // the page stays where the shopper reads, whatever height the island has
      holdScroll();
      serverHtml = Array.from(element.childNodes);
      element.replaceChildren();
      let live = true;
      // (until the hand-off's chunk is in, a held press is still to make)
      let stopHandOff = () => Boolean(press);
      /** Puts the server HTML back; says whether a held press was still to make. */
      const restore = () => {
        if (!live) return false;
        live = false;
        const pending = stopHandOff();
        unmountRoot();
        element.replaceChildren(...serverHtml!);
        return pending;
      };
      const unmountRoot = renderRoot(
        element,
        <ServerHtmlContext.Provider value={serverHtml}>
          <View {...checked.value} onClose={context.onClose} opener={context.opener} />
        </ServerHtmlContext.Provider>,
        (error: unknown) => {
          console.error(`hearth: island "${name}" failed to render; its server HTML is restored`, error);
          // Later: a root may not be unmounted from inside its own commit, and the loader marks
          // the island mounted when this first render returns.
          setTimeout(() => {
            if (!live) return;
            // a press held for the island is the page's again: its link or form post (the loader
            // lets it through, the island having mounted), so it is not lost
            if (restore() && press)
              if (press.localName === 'form') (press as HTMLFormElement).requestSubmit();
              else (press as HTMLElement).click();
            element.setAttribute('data-hearth-state', 'error');
          });
        },
      );
      mark?.(2);
      if (handing)
        void handing.then(({ handOffFallback }) => {
          if (live) stopHandOff = handOffFallback(element, serverHtml!, active, press, handoff, name);
        });
      return {
        unmount(putBack = false) {
          if (putBack) {
            restore();
            return;
          }
          stopHandOff();
          if (live) unmountRoot();
          live = false;
        },
      };
    } catch (error) {
      // The loader counts on islands never throwing: this one is marked error, the page goes on.
      console.error(`hearth: island "${name}" failed to mount`, error);
      if (serverHtml) element.replaceChildren(...serverHtml);
      return null;
    }
  };

  return {
    name,
    popup,
    load,
    schema,
    mount: (element, context = {}) => show(element, context.props, element, context),
    // (bad props: mount reports them)
    prepare:
      prepare &&
      ((element) => {
        const given = readRawProps(element);
        const checked = given.ok && check(given.value);
        return checked && !('then' in checked) && checked.ok ? prepare(checked.value) : undefined;
      }),
    open({ props, opener, trigger }) {
      const container = document.body.appendChild(document.createElement('div'));
      container.setAttribute('data-hearth-popup', name);
      let handle: IslandHandle | null = null;
      const close = () => {
        handle?.unmount();
        container.remove();
      };
      // Props given, else the trigger's `data-props`, else none.
      if (!(handle = show(container, trigger ? props : (props ?? {}), trigger!, { onClose: close, opener }))) close();
      return handle !== null;
    },
  };
}
