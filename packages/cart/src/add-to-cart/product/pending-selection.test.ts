import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSharedSignals } from '@hearth/core/testing';
import {
  announceProductSelection,
  publishProductSelection,
  withdrawProductSelection,
  type ProductSelection,
} from '@hearth/commerce';
import { selectionPending, whenProductSelection } from './pending-selection';

const sofa: ProductSelection = {
  productSku: '410100',
  sku: '410121',
  optionChoiceParameter: '6,802_1,10300',
  complete: true,
};

/** A configurator island element as a page has it before the island mounts. */
function configuratorElement(props: string, attribute = false): HTMLElement {
  const element = document.createElement('div');
  element.setAttribute('data-island', 'configurator');
  if (attribute) element.setAttribute('data-props', props);
  else element.innerHTML = `<script type="application/json" data-island-props>${props}</script><ol><li>Size</li></ol>`;
  document.body.append(element);
  return element;
}

beforeEach(() => resetSharedSignals());
afterEach(() => {
  document.body.replaceChildren();
  vi.useRealTimers();
});

describe('selectionPending: a configurator for the product is on its way', () => {
  it('an island element not mounted yet whose props name the product (script or data-props)', () => {
    configuratorElement('{"sku":"410100","refreshedLayout":true}');
    expect(selectionPending('410100')).toBe(true);
    expect(selectionPending('430100')).toBe(false);
    document.body.replaceChildren();
    configuratorElement('{"sku":410100}', true);
    expect(selectionPending('410100')).toBe(true);
  });

  it('not when its mount failed, when its props are unreadable, or once it has published', () => {
    const element = configuratorElement('{"sku":"410100"}');
    element.setAttribute('data-hearth-state', 'error');
    expect(selectionPending('410100')).toBe(false);
    element.removeAttribute('data-hearth-state');
    publishProductSelection(sofa);
    expect(selectionPending('410100')).toBe(false);
    document.body.replaceChildren();
    configuratorElement('{"sku":');
    expect(selectionPending('410100')).toBe(false);
  });

  it('a mounted configurator loading its options, until it publishes or withdraws', () => {
    expect(selectionPending('410100')).toBe(false);
    announceProductSelection('410100');
    expect(selectionPending('410100')).toBe(true);
    withdrawProductSelection('410100');
    expect(selectionPending('410100')).toBe(false);
    announceProductSelection('410100');
    publishProductSelection({ ...sofa, complete: false });
    withdrawProductSelection('410100');
    expect(selectionPending('410100')).toBe(false);
  });
});

describe('whenProductSelection', () => {
  it('resolves with the selection once the configurator publishes it', async () => {
    announceProductSelection('410100');
    const waiting = whenProductSelection('410100');
    publishProductSelection(sofa);
    await expect(waiting).resolves.toEqual(sofa);
  });

  it('resolves at once with a selection already there', async () => {
    publishProductSelection(sofa);
    await expect(whenProductSelection('410100')).resolves.toEqual(sofa);
  });

  it('gives up when the configurator withdraws (its data failed) or its island fails to mount', async () => {
    announceProductSelection('410100');
    const withdrawn = whenProductSelection('410100');
    withdrawProductSelection('410100');
    await expect(withdrawn).resolves.toBeUndefined();
    const element = configuratorElement('{"sku":"410100"}');
    const failed = whenProductSelection('410100');
    element.setAttribute('data-hearth-state', 'error');
    await expect(failed).resolves.toBeUndefined();
  });

  it('gives up after the timeout, or when aborted', async () => {
    vi.useFakeTimers();
    announceProductSelection('410100');
    const late = whenProductSelection('410100', { timeoutMs: 10_000 });
    await vi.advanceTimersByTimeAsync(9_900);
    publishProductSelection({ ...sofa, productSku: '999' });
    await vi.advanceTimersByTimeAsync(200);
    await expect(late).resolves.toBeUndefined();
    const controller = new AbortController();
    const aborted = whenProductSelection('410100', { signal: controller.signal });
    controller.abort();
    await vi.advanceTimersByTimeAsync(100);
    await expect(aborted).resolves.toBeUndefined();
  });

  it('aborted, it gives nothing even when the selection was published since its last look', async () => {
    vi.useFakeTimers();
    announceProductSelection('410100');
    const controller = new AbortController();
    const left = whenProductSelection('410100', { signal: controller.signal });
    controller.abort();
    publishProductSelection(sofa);
    await vi.advanceTimersByTimeAsync(100);
    await expect(left).resolves.toBeUndefined();
  });
});
