import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useConfirmationPopup, type Confirmation } from './use-confirmation-popup';

const ADDED: Confirmation = { kind: 'standard', items: [{ sku: '410100', quantity: 1, name: 'Sofa' }], addOns: [] };

describe('useConfirmationPopup', () => {
  it('starts closed with nothing to show', () => {
    const { result } = renderHook(() => useConfirmationPopup());
    expect(result.current).toMatchObject({ confirmation: null, open: false, key: 0 });
  });

  it('show() opens on the confirmation, with a new key for each add; onOpenChange(false) closes', () => {
    const { result } = renderHook(() => useConfirmationPopup());
    act(() => result.current.show(ADDED));
    expect(result.current).toMatchObject({ confirmation: ADDED, open: true, key: 1 });
    act(() => result.current.onOpenChange(false));
    expect(result.current).toMatchObject({ confirmation: ADDED, open: false, key: 1 });
    act(() => result.current.show(ADDED));
    expect(result.current).toMatchObject({ open: true, key: 2 });
  });
});
