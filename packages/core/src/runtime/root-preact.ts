import { Component, h, render, type ComponentChildren } from 'preact';

interface BoundaryProps {
  onError: (error: unknown) => void;
  children?: ComponentChildren;
}

/** One per island: a render error never reaches another island or the page. */
class IslandBoundary extends Component<BoundaryProps, { failed?: boolean }> {
  override componentDidCatch(error: unknown) {
    this.setState({ failed: true });
    this.props.onError(error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * `renderRoot` of the Preact script-tag build (see `root.tsx`): Preact's own `render`, which is
 * synchronous, so neither createRoot nor flushSync from preact/compat is needed.
 */
export function renderRoot(element: HTMLElement, children: unknown, onError: (error: unknown) => void): () => void {
  render(h(IslandBoundary, { onError }, children as ComponentChildren), element);
  return () => render(null, element);
}
