/**
 * `useGallery` [ref: gallery#screens, #rules], as an npm user reads it: the modal closed and on its
 * carousel at first and `onClosed` on a close only.
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PATHS, setupMockApi } from '../testing/setup';
import { useGallery } from './use-gallery';

const api = setupMockApi();

describe('useGallery: the modal [ref: gallery#screens]', () => {
  it("starts closed, and on the tab's carousel rather than 'View All'", () => {
    const { result } = renderHook(() => useGallery({ sku: '300102', images: [], customerImages: [] }));
    expect(result.current.open).toBe(false);
    expect(result.current.dialog.open).toBe(false);
    expect(result.current.dialog.tab).toBe('images');
    expect(result.current.dialog.viewAll).toBe(false);
  });

  it('opened at once (a popup): on the carousel too', () => {
    const { result } = renderHook(() =>
      useGallery({ sku: '300102', images: [], customerImages: [], defaultOpen: true, tab: 'customer-images' }),
    );
    expect(result.current.dialog.open).toBe(true);
    expect(result.current.dialog.tab).toBe('customer-images');
    expect(result.current.dialog.viewAll).toBe(false);
  });

  it('onClosed is called when the modal closes, not when it opens', () => {
    const onClosed = vi.fn();
    const { result } = renderHook(() => useGallery({ sku: '300102', images: [], customerImages: [], onClosed }));
    act(() => result.current.dialog.onOpenChange(true));
    expect(result.current.open).toBe(true);
    expect(onClosed).not.toHaveBeenCalled();
    act(() => result.current.dialog.onOpenChange(false));
    expect(result.current.open).toBe(false);
    expect(onClosed).toHaveBeenCalledTimes(1);
  });
});

describe('useGallery: what it reads [ref: gallery#data]', () => {
  // a sku of this test alone: the data hook's cache is the page's, shared with the other files
  it('media the page does not show is read only once the modal opens, and then all of it', async () => {
    const skus = (path: string) => api.to(path).map((request) => request.url.searchParams.get('sku'));
    const { result } = renderHook(() => useGallery({ sku: '499002', needImages: false, needCustomerImages: false }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 30)));
    expect(skus(PATHS.galleryImages)).toEqual([]);
    expect(skus(PATHS.customerImages)).toEqual([]);
    act(() => result.current.dialog.onOpenChange(true));
    await waitFor(() => expect(skus(PATHS.galleryImages)).toEqual(['499002']));
    await waitFor(() => expect(skus(PATHS.customerImages)).toEqual(['499002']));
    await waitFor(() => expect(result.current.media.loading).toBe(false));
  });
});
