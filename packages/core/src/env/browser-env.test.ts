import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { browserEnv, type BrowserEnv } from './browser-env';
import { mediaQuery } from './media-query';
import { pageLocation, pageLog, pageNavigate } from './page';
import { pageOnPopState, pagePushUrl, pageReplaceUrl } from './page-history';
import {
  pageClearTimeout,
  pageDocument,
  pageFetch,
  pageReload,
  pageScrollToTop,
  pageSessionStorage,
  pageSetTimeout,
  pageSetTitle,
  pageSleep,
  pageUserAgent,
} from './page-window';

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

  it('mediaQuery follows the change event with the listener given, and stops with the same one', () => {
    const add = vi.fn();
    const remove = vi.fn();
    vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener: add, removeEventListener: remove }));
    const listener = () => undefined;
    const stop = mediaQuery('(prefers-reduced-motion: reduce)').subscribe(listener);
    expect(add).toHaveBeenCalledWith('change', listener);
    expect(remove).not.toHaveBeenCalled();
    stop();
    expect(remove).toHaveBeenCalledWith('change', listener);
  });

  it('navigate assigns the address, reload reloads', () => {
    const location = { assign: vi.fn(), reload: vi.fn() };
    vi.stubGlobal('location', location);
    pageNavigate('/checkout');
    expect(location.assign).toHaveBeenCalledWith('/checkout');
    expect(location.reload).not.toHaveBeenCalled();
    pageReload();
    expect(location.reload).toHaveBeenCalledTimes(1);
  });

  it('push and replace write the address keeping the history state; popstate is followed until stopped', () => {
    // other files of the worker share this page: its address and state are put back
    const [href, state] = [location.href, history.state as unknown];
    onTestFinished(() => history.replaceState(state, '', href));
    history.replaceState({ step: 2 }, '', '/start');
    pagePushUrl('/pushed?x=1');
    expect([location.pathname + location.search, history.state]).toEqual(['/pushed?x=1', { step: 2 }]);
    const length = history.length;
    pageReplaceUrl('/replaced');
    expect([location.pathname, history.state, history.length]).toEqual(['/replaced', { step: 2 }, length]);
    const listener = vi.fn();
    const stop = pageOnPopState(listener);
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("scroll to top, session storage, title, user agent and document: the browser's, or nothing without one", () => {
    const scrollTo = vi.fn();
    window.scrollTo = scrollTo as never;
    pageScrollToTop();
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    expect(pageSessionStorage()).toBe(window.sessionStorage);
    const title = document.title;
    onTestFinished(() => void (document.title = title));
    pageSetTitle('Your Cart');
    expect(document.title).toBe('Your Cart');
    expect(pageUserAgent()).toBe(navigator.userAgent);
    expect(pageUserAgent()).not.toBe('');
    expect(pageDocument()).toBe(document);
    vi.stubGlobal('navigator', undefined);
    expect(pageUserAgent()).toBe('');
    vi.stubGlobal('window', undefined);
    vi.stubGlobal('document', undefined);
    expect(pageSessionStorage()).toBeNull();
    expect(pageScrollToTop()).toBeUndefined();
    expect(() => pageSetTitle('Away')).not.toThrow();
    expect(pageDocument()).toBeUndefined();
  });

  it("setTimeout and clearTimeout are the clock's at call time", async () => {
    vi.useFakeTimers();
    const ran = vi.fn();
    pageSetTimeout(ran, 100);
    const cleared = pageSetTimeout(ran, 100);
    pageClearTimeout(cleared);
    await vi.advanceTimersByTimeAsync(99);
    expect(ran).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(ran).toHaveBeenCalledTimes(1);
  });
});
