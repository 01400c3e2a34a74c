import { useCallback, useContext, type ReactNode } from 'react';
import { ServerHtmlContext } from './server-html';

/** Whether the server HTML has something to show: an element other than a props script, or text. */
const shows = (node: ChildNode) =>
  node.nodeType === 1 ? (node as Element).localName !== 'script' : node.nodeType === 3 && !!node.textContent?.trim();

/**
 * What an island shows while it waits for what it needs to draw itself (its data): the page's
 * own server HTML, the same nodes back in the same place, where the island replaced some. The
 * page sizes and fills that HTML like the island (docs/script-tag.md), so nothing moves or
 * flashes between the server's first paint and the island's settled one, as a skeleton of
 * another shape would. Elsewhere (a React app, a popup, a fallback with nothing to show):
 * `children`, the island's skeleton. The wrapper is `display: contents`, so the nodes lay out
 * as they did.
 */
export function IslandFallback({ children }: { children?: ReactNode }) {
  const nodes = useContext(ServerHtmlContext);
  const put = useCallback((wrapper: HTMLElement | null) => wrapper?.replaceChildren(...nodes!), [nodes]);
  if (!nodes?.some(shows)) return <>{children}</>;
  return <div ref={put} style={{ display: 'contents' }} />;
}
