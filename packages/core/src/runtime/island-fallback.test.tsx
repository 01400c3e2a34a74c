import { act, render, screen } from '@testing-library/react';
import { type } from 'superstruct';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { defineIsland } from './define-island';
import { IslandFallback } from './island-fallback';

/** What the component's own state says: loading (its data on the way), then loaded. */
let finishLoading: () => void = () => {};
function Loads() {
  const [loaded, setLoaded] = useState(false);
  finishLoading = () => act(() => setLoaded(true));
  return loaded ? (
    <p>Drawn by the island</p>
  ) : (
    <IslandFallback>
      <p role="status">Skeleton</p>
    </IslandFallback>
  );
}
const loads = defineIsland({ name: 'loads', schema: type({}), component: Loads });

beforeEach(() => {
  document.body.innerHTML = '';
});

describe('IslandFallback', () => {
  it('in an island: the server HTML it replaced, the same nodes back in place, until the island draws itself', () => {
    document.body.innerHTML = `<div data-props='{}'><h2 class="first-view">Configure it</h2> <p>Size: Sofa</p></div>`;
    const el = document.body.firstElementChild as HTMLElement;
    const [heading, text] = [el.querySelector('h2')!, el.querySelector('p')!];
    let handle: ReturnType<typeof loads.mount> = null;
    act(() => void (handle = loads.mount(el)));
    // the page's own nodes, not copies; no skeleton
    expect(el.querySelector('h2')).toBe(heading);
    expect(el.querySelector('p')).toBe(text);
    expect(screen.queryByRole('status')).toBeNull();
    // laid out as they were: the wrapper makes no box of its own
    expect(heading.parentElement!.style.display).toBe('contents');

    finishLoading();
    expect(el).toHaveTextContent('Drawn by the island');
    expect(heading.isConnected).toBe(false);

    // unmounted with its HTML put back, the page has its nodes again, directly in the element
    act(() => handle!.unmount(true));
    expect(el.firstElementChild).toBe(heading);
    expect([...el.children]).toEqual([heading, text]);
  });

  it('in an island whose server HTML shows nothing (its props script, spaces): the children', () => {
    document.body.innerHTML = `<div><script type="application/json" data-island-props>{}</script>\n  </div>`;
    act(() => void loads.mount(document.body.firstElementChild as HTMLElement));
    expect(screen.getByRole('status')).toHaveTextContent('Skeleton');
  });

  it('outside an island (a React app, a story, a popup): the children', () => {
    render(<Loads />);
    expect(screen.getByRole('status')).toHaveTextContent('Skeleton');
    finishLoading();
    expect(screen.getByText('Drawn by the island')).toBeInTheDocument();
  });

  it('a popup island (opened into an empty container): the children', () => {
    expect(loads.open({ props: {} })).toBe(true);
    expect(screen.getByRole('status')).toHaveTextContent('Skeleton');
  });
});
