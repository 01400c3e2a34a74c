import { render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HoverCardPanel } from './hover-card-panel';
import type { HoverCardPanelOwnProps } from './use-hover-card';

// happy-dom lays nothing out: the window's size, the anchor's box and the panel's are given here,
// and floating-ui places the panel from them as a browser would.
const VIEWPORT = { width: 1000, height: 600 };
const PANEL = { width: 200, height: 100 };

const rect = (x: number, y: number, width: number, height: number) =>
  ({ x, y, left: x, top: y, width, height, right: x + width, bottom: y + height, toJSON: () => ({}) }) as DOMRect;

const restore: Array<() => void> = [];
/** Gives `target[key]` the getter `get` until the test ends. */
function stub(target: object, key: string, get: (this: HTMLElement) => number) {
  const own = Object.getOwnPropertyDescriptor(target, key);
  Object.defineProperty(target, key, { configurable: true, get });
  restore.push(() => (own ? Object.defineProperty(target, key, own) : Reflect.deleteProperty(target, key)));
}
/** The panel's size (floating-ui reads offsetWidth and offsetHeight), no other element's. */
const panelSide = (size: number) =>
  function (this: HTMLElement) {
    return this.classList.contains('hearth-hover-card') ? size : 0;
  };

beforeEach(() => {
  stub(document.documentElement, 'clientWidth', () => VIEWPORT.width);
  stub(document.documentElement, 'clientHeight', () => VIEWPORT.height);
  stub(HTMLElement.prototype, 'offsetWidth', panelSide(PANEL.width));
  stub(HTMLElement.prototype, 'offsetHeight', panelSide(PANEL.height));
});
afterEach(() => {
  for (const undo of restore.splice(0).reverse()) undo();
});

/** The panel beside an anchor with the given box, once floating-ui has placed it. */
async function placed(box: DOMRect) {
  const anchor = document.createElement('button');
  anchor.getBoundingClientRect = () => box;
  document.body.append(anchor);
  const panelProps = {
    id: 'swatch-card',
    role: 'dialog',
    tabIndex: -1,
    ref: () => {},
  } as unknown as HoverCardPanelOwnProps;
  const { container } = render(
    <HoverCardPanel
      anchor={anchor}
      panelProps={panelProps}
      style={{ width: PANEL.width, height: PANEL.height, color: 'red' }}
    >
      Dover, Slate
    </HoverCardPanel>,
  );
  const panel = container.firstElementChild as HTMLElement;
  await waitFor(() => expect(panel.style.transform).not.toBe('translate(0px, 0px)'));
  await waitFor(() => expect(panel.style.maxWidth).not.toBe(''));
  anchor.remove();
  return panel;
}

describe('HoverCardPanel [ref: ui#screens]', () => {
  it('sits 8 px to the right of its anchor, top edges aligned, fixed to the window, with its own style kept', async () => {
    const panel = await placed(rect(100, 50, 40, 20));
    expect(panel.style.position).toBe('fixed');
    expect(panel.style.transform).toBe('translate(148px, 50px)');
    expect(panel.style.color).toBe('red');
    expect(panel).toHaveClass('hearth-hover-card');
  });

  it('shrinks to the room left in the window, 8 px from its edges (it scrolls beyond that)', async () => {
    const panel = await placed(rect(100, 50, 40, 20));
    expect(panel.style.maxWidth).toBe(`${VIEWPORT.width - 148 - 8}px`);
    expect(panel.style.maxHeight).toBe(`${VIEWPORT.height - 8 - 8}px`);
  });

  it('flips to the left of its anchor when it would come within 8 px of the window edge', async () => {
    // on the right it would end at 750 + 40 + 8 + 200 = 998: inside the window, but not 8 px from its edge
    const panel = await placed(rect(750, 50, 40, 20));
    expect(panel.style.transform).toBe(`translate(${750 - 8 - PANEL.width}px, 50px)`);
  });

  it('shifts down to stay 8 px below the window top', async () => {
    const panel = await placed(rect(100, 2, 40, 20));
    expect(panel.style.transform).toBe('translate(148px, 8px)');
  });
});
