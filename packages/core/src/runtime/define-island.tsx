/**
 * Turns a React component and its props schema into an island module the loader can
 * mount. This is the only place that touches react-dom; in the script-tag build it
 * resolves to preact/compat.
 */
import { Component, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type { Struct } from 'superstruct';
import { checkProps, readRawProps, reportBadProps } from './props';
import type { IslandBudget, IslandContext, IslandHandle, IslandModule, LoadStrategy } from './types';

/** What every island component receives beside its own props. */
export interface IslandInjectedProps {
  /** Present when the island was opened as a popup: call it to close and remove it. */
  onClose?: () => void;
  /** The element that opened the popup; focus goes back to it on close. */
  opener?: Element | null;
}

/**
 * Definition of one island (CONTRACT §5 names): what its folder's `island.ts` exports by default.
 * The script-tag build finds every `packages/<package>/src/<name>/island.ts` and reads this.
 */
export interface IslandDefinition<P> {
  /** The `data-island` name; the same as the island's folder. */
  name: string;
  /** Superstruct schema of the props; the component's prop types are inferred from it. */
  schema: Struct<P, unknown>;
  /** The component to render. */
  component: ComponentType<P & IslandInjectedProps>;
  /** Popup islands render nothing until opened. @default false */
  popup?: boolean;
  /**
   * When to load and mount where the element has no `data-load` (CONTRACT §2).
   * @default 'eager'
   */
  load?: LoadStrategy;
  /**
   * Size budget of a page holding only this island, checked by `npm run size`; the script-tag
   * build refuses an island without one.
   */
  budget?: IslandBudget;
}

interface BoundaryProps {
  onError: (error: unknown) => void;
  children: ReactNode;
}

/** One per island: a render error never reaches another island or the page. */
class IslandBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown, _info: ErrorInfo) {
    this.props.onError(error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** Builds the island module for `definition`. */
export function defineIsland<P>(definition: IslandDefinition<P>): IslandModule {
  const { name, schema, component: View, popup = false, load = 'eager', budget } = definition;
  return {
    name,
    popup,
    load,
    budget,
    schema,
    mount(element: HTMLElement, context: IslandContext = {}): IslandHandle | null {
      const raw = context.props !== undefined ? { ok: true as const, value: context.props } : readRawProps(element);
      const checked = raw.ok ? checkProps(schema, raw.value) : raw;
      if (!checked.ok) {
        reportBadProps(name, checked.field, checked.reason);
        return null;
      }
      // The server HTML is the fallback: keep it to put back on a render error or unmount.
      const serverHtml = Array.from(element.childNodes);
      element.replaceChildren();
      const root = createRoot(element);
      let live = true;
      const restore = () => {
        if (!live) return;
        live = false;
        root.unmount();
        element.replaceChildren(...serverHtml);
      };
      const onError = (error: unknown) => {
        console.error(`hearth: island "${name}" failed to render; its server HTML is restored`, error);
        element.setAttribute('data-hearth-state', 'error');
        // React may not unmount a root from inside its own commit.
        setTimeout(restore);
      };
      flushSync(() =>
        root.render(
          <IslandBoundary onError={onError}>
            <View {...checked.value} onClose={context.onClose} opener={context.opener} />
          </IslandBoundary>,
        ),
      );
      return {
        unmount(putBack = false) {
          if (putBack) return restore();
          if (live) root.unmount();
          live = false;
        },
      };
    },
  };
}
