import { cleanup, render, waitFor } from '@testing-library/react';
import { create } from 'superstruct';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Choice } from '../data/schema';
import type { ChoiceGroupItems as Items } from './choice-group-items';
import type { ChoiceGroupItemsProps } from './choice-items';
import type * as Windowing from './windowed-group-items';

// The windowing's code must not be in yet, as on a page's first long list: this file's modules
// are its own (the projects share a module graph across files, where another test loaded it).
vi.hoisted(() => vi.resetModules());
// The windowing, marked: where the document has no layout (happy-dom) it draws the same first
// 32 choices as the list it takes over from.
vi.mock('./windowed-group-items', async (original) => {
  const { WindowedGroupItems } = await original<typeof Windowing>();
  return {
    WindowedGroupItems: (props: Parameters<typeof WindowedGroupItems>[0]) => (
      <div data-testid="windowing">
        <WindowedGroupItems {...props} />
      </div>
    ),
  };
});

// this file's Testing Library is its own too: vitest.setup.ts's cleanup does not reach its renders
afterEach(cleanup);

const choices = Array.from({ length: 100 }, (_, i) =>
  create({ code: 1000 + i, title: `Fabric ${i + 1}`, swatchName: `Fabric ${i + 1}` }, Choice),
);

const props = (windowed: boolean): ChoiceGroupItemsProps => ({
  choices,
  doubleDecker: false,
  windowed,
  first: 0,
  total: choices.length,
  item: {
    layout: 'text',
    name: 'fabric',
    checked: undefined,
    pricesShown: false,
    priceOf: () => '',
    tooltipOn: undefined,
    tooltipId: 'tip',
    onChoose: () => {},
    onDetails: () => {},
    refreshedLegs: false,
  },
});

/** This file's own module graph is evaluated anew (seconds on a loaded machine): outside the tests' time. */
let ChoiceGroupItems: typeof Items;
beforeAll(async () => {
  ({ ChoiceGroupItems } = await import('./choice-group-items'));
}, 60_000);

describe('a group of choices [ref: configurator#screens]', () => {
  it('windowed, shows its first 32 choices while the windowing loads, then hands over to the windowing', async () => {
    const view = render(<ChoiceGroupItems {...props(true)} />);
    const radios = () => view.container.querySelectorAll('input[type="radio"]');
    expect(radios()).toHaveLength(32);
    expect(radios()[31]!.getAttribute('aria-posinset')).toBe('32');
    expect(view.queryByTestId('windowing')).toBeNull();
    // the windowing's own code loads first (its import is this file's own too)
    await waitFor(() => expect(view.getByTestId('windowing')).toBeInTheDocument(), { timeout: 15_000 });
    expect(radios()[0]!.getAttribute('aria-setsize')).toBe('100');
  }, 30_000);

  it('not windowed, shows every choice and never loads the windowing', async () => {
    const view = render(<ChoiceGroupItems {...props(false)} />);
    expect(view.container.querySelectorAll('input[type="radio"]')).toHaveLength(100);
    expect(view.container.querySelector('[aria-setsize]')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(view.queryByTestId('windowing')).toBeNull();
  });
});
