import { Component, type ReactNode } from 'react';

/** Whether two props objects differ: a key added, removed or given another value (`Object.is`). */
export function propsDiffer(previous: object, next: object): boolean {
  const a = previous as Record<string, unknown>;
  const b = next as Record<string, unknown>;
  for (const key in a) if (!(key in b)) return true;
  for (const key in b) if (!Object.is(a[key], b[key])) return true;
  return false;
}

/**
 * A component that renders again only when a prop changed (React's `memo`, for long lists: the
 * configurator's swatches and filter rows). A class with `shouldComponentUpdate` works
 * the same on React and on the script tag's Preact layer, and its code stays in this package's
 * chunk (a `memo` in the layer would reach every island's page). `render` uses no hooks.
 */
export function pure<P extends object>(render: (props: P) => ReactNode, name: string) {
  const Pure = class extends Component<P> {
    override shouldComponentUpdate(next: P): boolean {
      return propsDiffer(this.props, next);
    }
    override render(): ReactNode {
      return render(this.props);
    }
  };
  Object.defineProperty(Pure, 'name', { value: name });
  return Pure;
}
