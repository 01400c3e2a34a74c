/**
 * `useGallery` [ref: gallery#screens, #rules], as an npm user reads it: the modal closed and on its
 * carousel at first, the media it reads only once the modal opens, and `onClosed` on a close only.
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PATHS, setupMockApi } from '../testing/setup';
import { useGallery } from './use-gallery';

const api = setupMockApi();

/** Past the moment a request made then would have reached the mock server. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 200)));

const asked = (path: string, sku: string) => api.to(path).filter((r) => r.url.searchParams.get('sku') === sku);

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

describe('useGallery: what it reads [ref: gallery#calls]', () => {
  it('media not needed in the page is read only once the modal opens (it shows every tab)', async () => {
    const { result } = renderHook(() => useGallery({ sku: '410100', needImages: false, needCustomerImages: false }));
    await settle();
    expect(asked(PATHS.galleryImages, '410100')).toEqual([]);
    expect(asked(PATHS.customerImages, '410100')).toEqual([]);
    expect(result.current.media.loading).toBe(false);
    expect(result.current.media.photosLoading).toBe(false);

    act(() => result.current.openAt('videos'));
    await waitFor(() => expect(result.current.media.videos.length).toBeGreaterThan(0));
    await waitFor(() => expect(result.current.media.photos.length).toBeGreaterThan(0));
    expect(asked(PATHS.galleryImages, '410100')).toHaveLength(1);
    expect(asked(PATHS.customerImages, '410100')).toHaveLength(1);
  });
});
