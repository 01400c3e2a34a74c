/**
 * `useGalleryMedia` [ref: gallery#calls, #rules, #errors], as an npm user reads it: which calls it
 * makes and with what (`?sku`, `?optionChoiceParameter`), what it skips (media the page gave,
 * media not needed, no sku yet), the pictures kept while another option's load, the personalization
 * image, the customer photos' loading state and their failure's log line.
 */
import { dispatchProductSelection } from '@hearth/core';
import { setFault } from '@hearth/mock-api';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PATHS, setupMockApi } from '../testing/setup';
import type { GalleryImage } from './schema';
import { useGalleryMedia, type UseGalleryMediaOptions } from './use-gallery-media';

const api = setupMockApi();

/** Past the moment a request made then would have reached the mock server. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 200)));

/** The query of each request to `path` for `sku`, as an object. */
const queries = (path: string, sku: string) =>
  api
    .to(path)
    .filter((r) => r.url.searchParams.get('sku') === sku)
    .map((r) => Object.fromEntries(r.url.searchParams));

const IMAGES: GalleryImage[] = [
  { id: 'Image_1', type: 1, src: '/plain.svg', altText: 'Plain', personalizationImage: '/mono.svg' },
  { id: 'Image_2', type: 1, src: '/side.svg', altText: 'Side' },
];

describe('useGalleryMedia: the product images [ref: gallery#calls]', () => {
  it('asks by sku alone without an option, by sku and option with one; the pictures shown stay while the next load', async () => {
    const initialProps: UseGalleryMediaOptions = { sku: '300104', customerImages: [] };
    const { result, rerender } = renderHook((props: UseGalleryMediaOptions) => useGalleryMedia(props), {
      initialProps,
    });
    await waitFor(() => expect(result.current.images.length).toBeGreaterThan(0));
    await settle();
    expect(queries(PATHS.galleryImages, '300104')).toEqual([{ sku: '300104' }]);
    const before = result.current.images;

    rerender({ sku: '300104', optionChoiceParameter: 'oc-mut-1', customerImages: [] });
    // the shopper goes on seeing the pictures (no skeleton) until the new ones come
    expect(result.current.images).toEqual(before);
    expect(result.current.loading).toBe(false);
    await waitFor(() =>
      expect(queries(PATHS.galleryImages, '300104')).toEqual([
        { sku: '300104' },
        { sku: '300104', optionChoiceParameter: 'oc-mut-1' },
      ]),
    );
    await waitFor(() => expect(result.current.selectionKey).toBe('300104|oc-mut-1|false'));

    // the option dropped: back to the sku alone (the answer read before)
    rerender({ sku: '300104', customerImages: [] });
    await waitFor(() => expect(result.current.selectionKey).toBe('300104||false'));
    await settle();
    expect(queries(PATHS.galleryImages, '300104')).toEqual([
      { sku: '300104' },
      { sku: '300104', optionChoiceParameter: 'oc-mut-1' },
    ]);
    expect(result.current.images).toEqual(before);
  });

  it('another sku given: its images are read and it is the sku returned', async () => {
    const { result, rerender } = renderHook((props: UseGalleryMediaOptions) => useGalleryMedia(props), {
      initialProps: { sku: '300105', customerImages: [] },
    });
    await waitFor(() => expect(result.current.images.length).toBeGreaterThan(0));
    rerender({ sku: '300106', customerImages: [] });
    await waitFor(() => expect(queries(PATHS.galleryImages, '300106')).toEqual([{ sku: '300106' }]));
    expect(result.current.sku).toBe('300106');
    await waitFor(() => expect(result.current.images[0]?.altText).toMatch(/^[^,]+, from the front$/));
    expect(result.current.images).not.toEqual([]);
  });

  it('images the page gives, or not needed: nothing asked for, nothing loading', async () => {
    const given = renderHook(() => useGalleryMedia({ sku: '300107', images: IMAGES, customerImages: [] }));
    const unneeded = renderHook(() => useGalleryMedia({ sku: '300108', needImages: false, customerImages: [] }));
    await settle();
    expect(queries(PATHS.galleryImages, '300107')).toEqual([]);
    expect(queries(PATHS.galleryImages, '300108')).toEqual([]);
    expect(given.result.current.images.map((i) => i.src)).toEqual(['/plain.svg', '/side.svg']);
    expect(given.result.current.loading).toBe(false);
    expect(unneeded.result.current.loading).toBe(false);
    expect(unneeded.result.current.failed).toBe(false);
  });

  it('no sku yet: nothing asked for until the page selects one', async () => {
    const { result } = renderHook(() => useGalleryMedia({ sku: '' }));
    await settle();
    expect(api.to(PATHS.galleryImages).filter((r) => r.url.searchParams.get('sku') === '')).toEqual([]);
    expect(api.to(PATHS.customerImages).filter((r) => r.url.searchParams.get('sku') === '')).toEqual([]);
    act(() => dispatchProductSelection({ sku: '410100' }));
    await waitFor(() => expect(result.current.images.length).toBeGreaterThan(0));
    await waitFor(() => expect(result.current.photos.length).toBeGreaterThan(0));
    expect(queries(PATHS.galleryImages, '410100')).toEqual([{ sku: '410100' }]);
    expect(queries(PATHS.customerImages, '410100')).toEqual([{ sku: '410100', isKids: 'false' }]);
  });
});

describe('useGalleryMedia: the personalization image [ref: gallery#rules]', () => {
  it('not personalized: the plain image from the first render on (never the personalization one, which the browser would fetch)', () => {
    const seen: string[] = [];
    renderHook(() => {
      const media = useGalleryMedia({ sku: '300109', images: IMAGES, customerImages: [] });
      seen.push(`${media.images[0]?.src}|${media.selectionKey}`);
      return media;
    });
    expect(seen.length).toBeGreaterThan(0);
    expect(new Set(seen)).toEqual(new Set(['/plain.svg|300109||false']));
  });

  it('the personalized prop swaps the default image for its personalization image, and back', () => {
    const { result, rerender } = renderHook(
      ({ personalized }) => useGalleryMedia({ sku: '300109', images: IMAGES, customerImages: [], personalized }),
      { initialProps: { personalized: false } },
    );
    rerender({ personalized: true });
    expect(result.current.images.map((i) => i.src)).toEqual(['/mono.svg', '/side.svg']);
    rerender({ personalized: false });
    expect(result.current.images.map((i) => i.src)).toEqual(['/plain.svg', '/side.svg']);
  });
});

describe('useGalleryMedia: the customer images [ref: gallery#calls, #errors]', () => {
  it('loading while they are asked for, then the photos', async () => {
    const { result } = renderHook(() => useGalleryMedia({ sku: '420100', images: [] }));
    expect(result.current.photosLoading).toBe(true);
    await waitFor(() => expect(result.current.photos.length).toBeGreaterThan(0));
    expect(result.current.photosLoading).toBe(false);
    expect(queries(PATHS.customerImages, '420100')).toEqual([{ sku: '420100', isKids: 'false' }]);
  });

  it('records the page gives, or not needed: nothing asked for, nothing loading', async () => {
    const given = renderHook(() => useGalleryMedia({ sku: '430100', images: [], customerImages: [] }));
    const unneeded = renderHook(() => useGalleryMedia({ sku: '500101', images: [], needCustomerImages: false }));
    expect(given.result.current.photosLoading).toBe(false);
    expect(unneeded.result.current.photosLoading).toBe(false);
    await settle();
    expect(queries(PATHS.customerImages, '430100')).toEqual([]);
    expect(queries(PATHS.customerImages, '500101')).toEqual([]);
  });

  it('that cannot be read: logged (one line naming the island and call), no longer loading, no photos', async () => {
    setFault('customerImages', 'http503');
    const log = vi.fn();
    const { result } = renderHook(() => useGalleryMedia({ sku: '500102', images: [], log }));
    // the line and the state the failure brings may come in either order (a renderer may draw later)
    await waitFor(() => {
      expect(log).toHaveBeenCalledTimes(1);
      expect(result.current.photosLoading).toBe(false);
    });
    expect(log.mock.calls[0]?.[0]).toBe('hearth: gallery: customerImages failed');
    expect(result.current.photos).toEqual([]);
  });
});
