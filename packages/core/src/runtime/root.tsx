import { Component, type ErrorInfo, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';

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

/**
 * Renders `children` into `element` now, behind an error boundary that hands render errors to
 * `onError`, and returns the function that unmounts it. This is React 19 (npm users, tests, the
 * React build); the Preact script-tag build resolves `#island-root` to `root-preact.ts` instead
 * (condition `hearth-preact`), so the runtime needs no preact/compat.
 */
export function renderRoot(element: HTMLElement, children: ReactNode, onError: (error: unknown) => void): () => void {
  const root = createRoot(element);
  flushSync(() => root.render(<IslandBoundary onError={onError}>{children}</IslandBoundary>));
  return () => root.unmount();
}
