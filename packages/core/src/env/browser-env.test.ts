import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserEnv, type BrowserEnv } from './browser-env';
import { mediaQuery } from './media-query';
import { pageLocation, pageLog, pageNavigate } from './page';
import { pageFetch, pageSleep } from './page-window';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

type Env = Pick<BrowserEnv, 'navigate' | 'log' | 'location'> & { own: () => string };

const build = (overrides?: Partial<Env>) =>
  browserEnv<Env>({ location: pageLocation(), navigate: pageNavigate, log: pageLog, own: () => 'own' }, overrides);

describe('browserEnv', () => {
  it('puts the overrides over the parts, and an undefined override keeps the part', () => {
    const navigate = vi.fn();
    const env = build({ navigate, log: undefined });
    env.navigate('/cart');
    expect(navigate).toHaveBeenCalledWith('/cart');
    expect(env.log).toBe(pageLog);
    expect(env.own()).toBe('own');
  });

  it("takes the page's address as it is when built, and an override of it", () => {
    vi.stubGlobal('location', { href: 'https://shop.test/a', origin: 'https://shop.test' });
    expect(build().location.href).toBe('https://shop.test/a');
    const given = { href: 'https://shop.test/b', origin: 'https://shop.test' } as Env['location'];
    expect(build({ location: given }).location).toBe(given);
  });

  it('gives a stand-in address without a page', () => {
    vi.stubGlobal('location', undefined);
    expect(pageLocation()).toMatchObject({ href: 'http://localhost/', origin: 'http://localhost', pathname: '/' });
  });
});

describe("the browser's parts", () => {
  it('look the browser up when called (a fetch patched after the env was built is the one used)', async () => {
    const env = build();
    const fetch = vi.fn(async () => new Response('ok'));
    vi.stubGlobal('fetch', fetch);
    await pageFetch('/x');
    expect(fetch).toHaveBeenCalledWith('/x', undefined);
    expect(env.own()).toBe('own');
  });

  it('log one argument without a detail, two with one', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    pageLog('hearth: failed');
    pageLog('hearth: failed', 'why');
    expect(error.mock.calls).toEqual([['hearth: failed'], ['hearth: failed', 'why']]);
  });

  it('sleep waits the time given', async () => {
    vi.useFakeTimers();
    let done = false;
    void pageSleep(300).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(299);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });

  it('mediaQuery is false without matchMedia, and follows a list that has it', () => {
    vi.stubGlobal('matchMedia', undefined);
    expect(mediaQuery('(max-width: 40em)').matches).toBe(false);
    const listeners: Array<() => void> = [];
    vi.stubGlobal('matchMedia', () => ({
      matches: true,
      addEventListener: (_: string, listener: () => void) => listeners.push(listener),
      removeEventListener: () => listeners.pop(),
    }));
    const query = mediaQuery('(max-width: 40em)');
    expect(query.matches).toBe(true);
    const stop = query.subscribe(() => undefined);
    expect(listeners).toHaveLength(1);
    stop();
    expect(listeners).toHaveLength(0);
  });
});
