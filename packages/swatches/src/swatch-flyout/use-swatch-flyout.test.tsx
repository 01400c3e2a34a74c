import { render, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onAnalytics, type AnalyticsDetail } from '@hearth/core';
import { getRecentSwatches, RECENT_SWATCHES_STORAGE_KEY } from '@hearth/commerce';
import { setFault } from '@hearth/mock-api';
import { holdAnswers } from '@hearth/mock-api/testing';
import { describe, expect, it, vi } from 'vitest';

vi.setConfig({ testTimeout: 30_000 });
import { setupMockServer } from '../testing/mock-server';
import { recordLookups, remember } from '../testing/recent-swatches';
import { SwatchFlyout } from './swatch-flyout';
import { useSwatchFlyout } from './use-swatch-flyout';

const server = setupMockServer();

const SERVER_ERROR = 'There was an error from server';

/** Codes of the Harbour family: no other test of the flyout uses them. */
const HARBOUR = {
  code: 10701,
  title: 'Harbour',
  text: 'Ivory',
  typeName: 'Fabric',
  images: { desktop: '/api/demo/img/swatch/10701.svg' },
};

/** Lets the page run a while: a request or an effect due now has started by then. */
const aWhile = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('the recent swatches [ref: swatch-flyout#rules]', () => {
  it('a closed flyout looks nothing up; opened, it looks the recent swatches up once', async () => {
    remember(10702);
    const { asked, stop } = recordLookups(server);
    const user = userEvent.setup();
    render(<SwatchFlyout swatch={HARBOUR} />);
    await aWhile();
    expect(asked).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Harbour, Ivory' }));
    const flyout = await screen.findByRole('dialog', { name: 'Harbour, Ivory' }, { timeout: 5000 });
    await within(flyout).findByText('Harbour, Oat');
    expect(asked).toEqual(['10702']);
    stop();
  });

  it('with recordRecent false, showing the swatch sends Swatch Viewed but does not add it to the recent swatches', async () => {
    const events: AnalyticsDetail[] = [];
    const stop = onAnalytics((detail) => events.push(detail));
    render(<SwatchFlyout mode="page" swatch={HARBOUR} recordRecent={false} />);
    await waitFor(() => expect(events).toHaveLength(1));
    expect(events[0]).toEqual({
      event: 'Swatch Viewed',
      properties: { choice_code: '10701', name: 'Harbour, Ivory' },
    });
    expect(getRecentSwatches().value).toEqual([]);
    expect(localStorage.getItem(RECENT_SWATCHES_STORAGE_KEY)).toBeNull();
    stop();
  });

  it('a failure is logged through the env given last', async () => {
    remember(10703);
    setFault('recentSwatches', 'http503');
    const first = vi.fn();
    const second = vi.fn();
    const user = userEvent.setup();
    const { rerender } = render(<SwatchFlyout swatch={HARBOUR} env={{ log: first }} />);
    rerender(<SwatchFlyout swatch={HARBOUR} env={{ log: second }} />);
    await user.click(screen.getByRole('button', { name: 'Harbour, Ivory' }));
    await screen.findByRole('dialog', { name: 'Harbour, Ivory' }, { timeout: 5000 });
    await waitFor(() => expect(second).toHaveBeenCalledWith(SERVER_ERROR, expect.anything()));
    expect(first).not.toHaveBeenCalled();
  });
});

describe('the swatch fetched by code (GET get-card-data) [ref: swatch-flyout#calls, #errors]', () => {
  it('while it is fetched the page shows a placeholder, not the failure', async () => {
    const release = holdAnswers(server, '/free-swatches/get-card-data');
    render(<SwatchFlyout mode="page" choiceCode={10704} />);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByText('This swatch could not be loaded.')).toBeNull();
    release();
    expect(await screen.findByRole('heading', { level: 1, name: 'Harbour, Dove' })).toBeInTheDocument();
  });

  it('useSwatchFlyout: a given swatch is neither loading nor failed', () => {
    const { result } = renderHook(() => useSwatchFlyout({ swatch: HARBOUR, active: false }));
    expect(result.current).toMatchObject({ swatch: HARBOUR, loading: false, failed: false, recentLoading: false });
  });

  it('useSwatchFlyout: loading while fetched, then the swatch, neither loading nor failed', async () => {
    const release = holdAnswers(server, '/free-swatches/get-card-data');
    const { result } = renderHook(() => useSwatchFlyout({ choiceCode: 10705, active: false }));
    await waitFor(() => expect(result.current).toMatchObject({ swatch: undefined, loading: true, failed: false }));
    release();
    await waitFor(() => expect(result.current.swatch?.code).toBe(10705));
    expect(result.current).toMatchObject({ loading: false, failed: false });
  });

  it('useSwatchFlyout: a failed fetch is failed, no longer loading, and logged', async () => {
    setFault('get-card-data', 'http503');
    const log = vi.fn();
    const { result } = renderHook(() => useSwatchFlyout({ choiceCode: 10706, active: false, env: { log } }));
    expect(result.current).toMatchObject({ loading: true, failed: false });
    await waitFor(() => expect(result.current).toMatchObject({ swatch: undefined, loading: false, failed: true }));
    expect(log).toHaveBeenCalledWith(SERVER_ERROR, expect.anything());
  });
});
