import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SummaryLine } from './schema';
import { SummaryDrawer, type SummaryDrawerProps } from './summary-drawer';

/** A line with everything the summary can show, and one with only its sku and price. */
const FULL: SummaryLine = {
  sku: '410100',
  name: 'Lounge Sofa',
  quantity: 2,
  productUrl: '/furniture/lounge-sofa/s410100',
  imageUrl: '/img/lounge-sofa.jpg',
  dimensions: '90"W x 40"D',
  unitCurrentPrice: 1899,
  unitRegularPrice: 2199,
  availabilityMessage: 'Ships in 6 weeks',
  isBackOrder: true,
  backOrderMessage: 'Backordered',
  backOrderMessageDays: 'until May 4',
};
const BARE: SummaryLine = { sku: '200101', unitCurrentPrice: 40 };

function drawer(
  props: Partial<SummaryDrawerProps> & { lines?: SummaryLine[]; status?: 'idle' | 'added' | 'failed' } = {},
) {
  const { lines = [FULL, BARE], status = 'idle', ...rest } = props;
  const state: SummaryDrawerProps['state'] = {
    lines,
    subtotal: '$3,838.00',
    copyText: 'the copy text',
    addAll: { run: vi.fn(async () => undefined), busy: false, status, disabled: lines.length === 0 },
    site: 'US',
  };
  return <SummaryDrawer open onOpenChange={() => {}} state={state} {...rest} />;
}

const lineOf = (sku: string) => screen.getByText(new RegExp(`SKU: ${sku}`)).closest('li')!;

afterEach(() => {
  vi.useRealTimers();
});

describe('SummaryDrawer: a line shows what the answer gives, and nothing for what it leaves out [ref: visualizer#data]', () => {
  it('a full line: picture, name as a link, dimensions, the sale price beside the regular one, availability, back order', () => {
    render(drawer());
    const line = lineOf('410100');
    const picture = line.querySelector('img');
    expect(picture?.getAttribute('src')).toBe('/img/lounge-sofa.jpg');
    expect(picture?.getAttribute('alt')).toBe('');
    expect(within(line).getByRole('link', { name: 'Lounge Sofa' }).getAttribute('href')).toBe(
      '/furniture/lounge-sofa/s410100',
    );
    expect(within(line).getByText('90"W x 40"D')).toBeInTheDocument();
    expect(line.querySelector('s')?.textContent).toBe('$2,199.00');
    expect(within(line).getByText('Ships in 6 weeks')).toBeInTheDocument();
    expect(line.querySelector('.hearth-visualizer-summary__backorder')?.textContent).toBe('Backordered until May 4');
  });

  it('a bare line: its sku as the name, no picture, no link, no crossed-out price, no empty paragraph', () => {
    render(drawer());
    const line = lineOf('200101');
    expect(line.querySelector('.hearth-visualizer-summary__name')?.textContent).toBe('200101');
    expect(line.querySelector('img')).toBeNull();
    expect(line.querySelector('a')).toBeNull();
    expect(line.querySelector('s')).toBeNull();
    expect(line.querySelector('.hearth-visualizer-summary__backorder')).toBeNull();
    // the sku and quantity only
    expect([...line.querySelectorAll('.hearth-visualizer-summary__meta')].map((p) => p.textContent)).toEqual([
      'SKU: 200101 · Qty: 1',
    ]);
    expect(line.querySelector('.hearth-visualizer-summary__price')?.textContent?.trim()).toBe('$40.00');
  });

  it('a line with a page but no name links its sku', () => {
    render(drawer({ lines: [{ sku: '300300', productUrl: '/p/300300', unitCurrentPrice: 10 }] }));
    expect(screen.getByRole('link', { name: '300300' }).getAttribute('href')).toBe('/p/300300');
  });

  it('a picture or a page at an address that is not http(s) or of this site is left out', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(drawer({ lines: [{ ...FULL, productUrl: 'javascript:alert(1)', imageUrl: 'javascript:alert(2)' }] }));
    const line = lineOf('410100');
    expect(line.querySelector('img')).toBeNull();
    expect(line.querySelector('a')).toBeNull();
    expect(line.querySelector('.hearth-visualizer-summary__name')?.textContent).toBe('Lounge Sofa');
  });
});

describe('SummaryDrawer: what it says after an action', () => {
  it("says nothing before 'Copy Summary' or add-all; 'Summary copied.' goes when a later copy fails", async () => {
    const user = userEvent.setup();
    let fail = false;
    const copy = vi.fn(async () => {
      if (fail) throw new Error('no clipboard');
    });
    render(drawer({ copy }));
    const summary = screen.getByRole('dialog', { name: 'Summary' });
    expect(within(summary).queryByText('Summary copied.')).toBeNull();
    expect(within(summary).queryByText('All items were added to your cart.')).toBeNull();
    expect(within(summary).queryByRole('alert')).toBeNull();
    await user.click(within(summary).getByRole('button', { name: 'Copy Summary' }));
    expect(copy).toHaveBeenCalledWith('the copy text');
    expect(await within(summary).findByText('Summary copied.')).toBeInTheDocument();
    fail = true;
    await user.click(within(summary).getByRole('button', { name: 'Copy Summary' }));
    await vi.waitFor(() => expect(within(summary).queryByText('Summary copied.')).toBeNull());
  });

  it("once added: 'All items were added to your cart.', and no alert", () => {
    render(drawer({ status: 'added' }));
    expect(screen.getByText('All items were added to your cart.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

it('SummaryDrawer stays in the page through its 0.6 s slide after the 100 ms delay, then goes [ref: visualizer#rules, #limits]', () => {
  vi.useFakeTimers();
  const { rerender } = render(drawer());
  expect(screen.getByRole('dialog', { name: 'Summary' })).toBeInTheDocument();
  rerender(drawer({ open: false }));
  act(() => void vi.advanceTimersByTime(650));
  expect(document.querySelector('.hearth-visualizer-summary')).not.toBeNull();
  act(() => void vi.advanceTimersByTime(100));
  expect(document.querySelector('.hearth-visualizer-summary')).toBeNull();
});
