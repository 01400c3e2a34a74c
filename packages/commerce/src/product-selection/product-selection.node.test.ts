// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import {
  getProductSelection,
  onSelectionRequired,
  productSelections,
  publishProductSelection,
  requestProductSelection,
  withdrawProductSelection,
} from './product-selection';

/** On a server (a React app's render, no document): the selection works without page events. */
describe('product selection without a document', () => {
  it('publishes, reads and withdraws, and sends no page event', () => {
    expect(typeof document).toBe('undefined');
    productSelections();
    publishProductSelection({ productSku: '410100', sku: '410121', optionChoiceParameter: '6,802', complete: true });
    expect(getProductSelection('410100')?.sku).toBe('410121');
    withdrawProductSelection('410100');
    expect(getProductSelection('410100')).toBeUndefined();
  });

  it('asks for a selection and listens for the ask without failing', () => {
    const handler = vi.fn();
    const stop = onSelectionRequired('410100', handler);
    expect(() => requestProductSelection('410100')).not.toThrow();
    expect(stop).toBeTypeOf('function');
    stop();
    expect(handler).not.toHaveBeenCalled();
  });
});
