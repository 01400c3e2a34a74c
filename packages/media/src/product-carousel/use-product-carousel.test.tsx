import { getSession, setFault } from '@hearth/mock-api';
import { holdAnswers } from '@hearth/mock-api/testing';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { PATHS, setupMockApi } from '../testing/setup';
import { useProductCarousel, type UseProductCarouselOptions } from './use-product-carousel';

const api = setupMockApi();

/** Past the moment a request made at mount would have reached the mock server. */
const afterRequests = () => act(() => new Promise((resolve) => setTimeout(resolve, 200)));

const GIVEN = [
  { id: '300103', name: 'Linen Throw' },
  { sku: '300101', name: 'Oak Side Table' },
];

function carousel(options: UseProductCarouselOptions) {
  const log = vi.fn();
  const view = renderHook((props: UseProductCarouselOptions) => useProductCarousel({ log, ...props }), {
    initialProps: options,
  });
  return { ...view, log };
}

describe('useProductCarousel: which call it reads [ref: product-carousel#calls]', () => {
  it.each([
    ['items given, with a last sku', { items: GIVEN, lastSku: '300101' }, []],
    ['items given, recently viewed', { items: GIVEN, source: 'recently-viewed' }, []],
    ['people also view with a last sku', { lastSku: '300101' }, [PATHS.mainPi]],
    ['recently viewed, with a last sku too', { source: 'recently-viewed', lastSku: '300101' }, [PATHS.recentlyViewed]],
  ] as const)('%s: reads %j', async (_, options, paths) => {
    carousel(options);
    await afterRequests();
    expect(api.requests.map((request) => request.path)).toEqual(paths);
  });

  it('recently viewed asks for the old layout unless told (?isNewLayout=false)', async () => {
    carousel({ source: 'recently-viewed' });
    await waitFor(() => expect(api.to(PATHS.recentlyViewed)).toHaveLength(1));
    expect(api.to(PATHS.recentlyViewed)[0]?.url.searchParams.get('isNewLayout')).toBe('false');
  });

  it('given items: neither loading nor failed, whatever the calls would say', async () => {
    setFault('MainPi', 'http503');
    const { result } = carousel({ items: GIVEN, lastSku: '300101' });
    expect(result.current).toMatchObject({ loading: false, failed: false, items: GIVEN, title: undefined });
    await afterRequests();
    expect(result.current).toMatchObject({ loading: false, failed: false });
  });

  it('loading until the answer comes; then its items and title, not failed', async () => {
    const release = holdAnswers(api.server, PATHS.mainPi);
    onTestFinished(release);
    const { result } = carousel({ lastSku: '300101' });
    expect(result.current).toMatchObject({ loading: true, failed: false, items: [] });
    release();
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.failed).toBe(false);
    expect(result.current.title).toBe('People Also Viewed');
    expect(result.current.items.length).toBeGreaterThan(0);
  });

  it('a failed read is failed, with no items, logged naming the call', async () => {
    setFault('recentlyViewed', 'http503');
    const { result, log } = carousel({ source: 'recently-viewed' });
    await waitFor(() => expect(result.current.failed).toBe(true));
    expect(result.current).toMatchObject({ loading: false, items: [] });
    expect(log).toHaveBeenCalledWith('hearth: product-carousel: recentlyViewed failed', expect.anything());
  });
});

describe('useProductCarousel: recording this product as viewed [ref: product-carousel#calls]', () => {
  const record = { sku: '300101' };

  it('only once the list has been read, so the list is of earlier views; without a familyId it sends an empty one', async () => {
    const release = holdAnswers(api.server, PATHS.recentlyViewed);
    onTestFinished(release);
    carousel({ source: 'recently-viewed', record });
    await afterRequests();
    expect(api.to(PATHS.recentlyViewedUpdate)).toHaveLength(0);
    release();
    await waitFor(() => expect(api.to(PATHS.recentlyViewedUpdate)).toHaveLength(1));
    expect(api.to(PATHS.recentlyViewedUpdate)[0]?.body).toEqual({
      sku: '300101',
      familyId: '',
      optionChoiceParameter: '',
    });
  });

  it('when the list failed to read, still', async () => {
    setFault('recentlyViewed', 'http503');
    carousel({ source: 'recently-viewed', record: { ...record, optionChoiceParameter: 'oc-7' } });
    await waitFor(() => expect(api.to(PATHS.recentlyViewedUpdate)).toHaveLength(1));
    expect(api.to(PATHS.recentlyViewedUpdate)[0]?.body).toMatchObject({ optionChoiceParameter: 'oc-7' });
  });

  it('at once when the page gives the items (nothing to read)', async () => {
    carousel({ items: GIVEN, record });
    await waitFor(() => expect(api.to(PATHS.recentlyViewedUpdate)).toHaveLength(1));
    expect(api.to(PATHS.recentlyViewed)).toHaveLength(0);
  });

  it('once per mount: a new record object with the same product sends nothing more', async () => {
    const { rerender } = carousel({ items: GIVEN, record });
    await waitFor(() => expect(api.to(PATHS.recentlyViewedUpdate)).toHaveLength(1));
    rerender({ items: GIVEN, record: { ...record } });
    await afterRequests();
    expect(api.to(PATHS.recentlyViewedUpdate)).toHaveLength(1);
  });

  it('a failing update is logged naming the call', async () => {
    setFault('recentlyViewedUpdate', 'http503');
    const { log } = carousel({ items: GIVEN, record });
    await waitFor(() =>
      expect(log).toHaveBeenCalledWith('hearth: product-carousel: recentlyViewedUpdate failed', expect.anything()),
    );
  });

  it("leaves this product out of the list, by sku or by id, the page's and the read's alike", async () => {
    const { result } = carousel({ items: GIVEN, record: { sku: '300103' } });
    expect(result.current.items.map((item) => item.name)).toEqual(['Oak Side Table']);
    const other = carousel({ items: GIVEN, record });
    expect(other.result.current.items.map((item) => item.name)).toEqual(['Linen Throw']);
    getSession().recentlyViewed = [
      { sku: '300101', familyId: '', optionChoiceParameter: '' },
      { sku: '300103', familyId: '', optionChoiceParameter: '' },
    ];
    const read = carousel({ source: 'recently-viewed', record: { sku: '300103' } });
    await waitFor(() => expect(read.result.current.loading).toBe(false));
    expect(read.result.current.items.map((item) => item.sku ?? item.id)).toEqual(['300101']);
  });
});
