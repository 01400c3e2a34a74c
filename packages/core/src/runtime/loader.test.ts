import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRuntime, startHearth, type HearthRuntime } from './loader';
import type { IslandLoader, IslandModule } from './types';

/** A fake island module that records what happens to it, without any framework. */
function fakeIsland(name: string, log: string[], options: { popup?: boolean; refuse?: boolean } = {}): IslandModule {
  return {
    name,
    popup: options.popup,
    mount(el: HTMLElement) {
      if (options.refuse) return null;
      log.push(`mount ${name}${el.id ? `#${el.id}` : ''}`);
      const saved = el.innerHTML;
      el.innerHTML = `<b>${name}</b>`;
      return {
        unmount(restore) {
          log.push(`unmount ${name}${el.id ? `#${el.id}` : ''}${restore ? ' restore' : ''}`);
          if (restore) el.innerHTML = saved;
        },
      };
    },
    open({ props, opener, trigger }) {
      const given = props ?? trigger?.getAttribute('data-props');
      log.push(
        `open ${name}${given ? ` ${typeof given === 'string' ? given : JSON.stringify(given)}` : ''}${opener?.id ? ` from #${opener.id}` : ''}`,
      );
      // as defineIsland's: props that fail to parse or fail the schema (refuse) cannot show
      try {
        JSON.parse(trigger?.getAttribute('data-props') || '{}');
      } catch {
        return false;
      }
      return !options.refuse;
    },
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const loaderOf =
  (module: IslandModule): IslandLoader =>
  () =>
    Promise.resolve({ default: module });

let log: string[];
let errors: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  log = [];
  errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  document.body.innerHTML = '';
});

afterEach(() => {
  delete (window as { hearth?: unknown }).hearth;
});

/** An outer island that leaves its children (and the islands among them) in place when it mounts. */
const outerKeepsChildren = (): IslandModule => ({
  name: 'outer',
  mount() {
    log.push('mount outer');
    return { unmount: () => {} };
  },
  open: () => true,
});

const runtimeWith = (names: string[], extra: Record<string, IslandLoader> = {}) => {
  const islands: Record<string, IslandLoader> = { ...extra };
  for (const name of names) islands[name] ??= loaderOf(fakeIsland(name, log));
  return createRuntime({ load: (name) => islands[name]?.() });
};

describe('island discovery', () => {
  it('mounts each [data-island] with its own module and marks it mounted', async () => {
    document.body.innerHTML = `<div id="a" data-island="one">server a</div><div id="b" data-island="two">server b</div>`;
    const runtime = runtimeWith(['one', 'two', 'three']).start();
    await runtime.ready;
    expect(log).toEqual(['mount one#a', 'mount two#b']);
    expect(document.getElementById('a')).toHaveAttribute('data-hearth-state', 'mounted');
    runtime.stop();
  });

  it('loads only the chunks of islands present on the page', async () => {
    const unused = vi.fn(loaderOf(fakeIsland('unused', log)));
    document.body.innerHTML = `<div data-island="one"></div>`;
    const runtime = runtimeWith(['one'], { unused }).start();
    await runtime.ready;
    expect(unused).not.toHaveBeenCalled();
    runtime.stop();
  });

  it('an unknown island name keeps its server HTML, logs once naming it, and leaves others alone', async () => {
    document.body.innerHTML = `<div id="x" data-island="nope">fallback</div><div id="a" data-island="one">a</div>`;
    const runtime = runtimeWith(['one']).start();
    await runtime.ready;
    expect(document.getElementById('x')).toHaveTextContent('fallback');
    expect(document.getElementById('x')).toHaveAttribute('data-hearth-state', 'error');
    expect(errors).toHaveBeenCalledTimes(1);
    expect(String(errors.mock.calls[0]?.[0])).toContain('unknown island "nope"');
    expect(log).toEqual(['mount one#a']);
    runtime.stop();
  });

  it('a chunk that fails to load keeps the server HTML and logs the island', async () => {
    document.body.innerHTML = `<div id="x" data-island="broken">fallback</div>`;
    const runtime = runtimeWith([], { broken: () => Promise.reject(new Error('404')) }).start();
    await runtime.ready;
    expect(document.getElementById('x')).toHaveTextContent('fallback');
    expect(String(errors.mock.calls[0]?.[0])).toContain('could not load island "broken"');
    runtime.stop();
  });

  it('an island that refuses its props is marked error and others still mount', async () => {
    document.body.innerHTML = `<div id="x" data-island="picky">fallback</div><div id="a" data-island="one"></div>`;
    const runtime = runtimeWith(['one'], { picky: loaderOf(fakeIsland('picky', log, { refuse: true })) }).start();
    await runtime.ready;
    expect(document.getElementById('x')).toHaveAttribute('data-hearth-state', 'error');
    expect(log).toEqual(['mount one#a']);
    runtime.stop();
  });

  it('never mounts the same element twice', async () => {
    document.body.innerHTML = `<div id="a" data-island="one"></div>`;
    const runtime = runtimeWith(['one']).start();
    await runtime.ready;
    await runtime.mount();
    await runtime.mount(document.getElementById('a')!);
    expect(log).toEqual(['mount one#a']);
    runtime.stop();
  });

  it('mounts nested islands outer first, even when the outer chunk is slower', async () => {
    let release!: () => void;
    const slowOuter: IslandLoader = () =>
      new Promise((resolve) => (release = () => resolve({ default: fakeIsland('outer', log) })));
    document.body.innerHTML = `<div data-island="outer"><div id="in" data-island="inner"></div></div>`;
    const runtime = runtimeWith(['inner'], {
      outer: () => slowOuter().then(() => ({ default: outerKeepsChildren() })),
    }).start();
    await flush();
    expect(log).toEqual([]);
    release();
    await runtime.ready;
    expect(log).toEqual(['mount outer', 'mount inner#in']);
    runtime.stop();
  });
});

describe('following the DOM', () => {
  it('an island inserted into another that is still mounting waits for it (outer first)', async () => {
    let release!: () => void;
    document.body.innerHTML = `<div id="out" data-island="outer"></div>`;
    const runtime = runtimeWith(['inner'], {
      outer: () => new Promise((resolve) => (release = () => resolve({ default: outerKeepsChildren() }))),
    }).start();
    await flush();
    const inner = document.createElement('div');
    inner.id = 'in';
    inner.setAttribute('data-island', 'inner');
    document.getElementById('out')!.append(inner);
    await flush();
    await flush();
    expect(log).toEqual([]);
    release();
    await flush();
    await flush();
    expect(log).toEqual(['mount outer', 'mount inner#in']);
    runtime.stop();
  });

  it('mounts islands inserted later and unmounts removed ones', async () => {
    const runtime = runtimeWith(['one']).start();
    await runtime.ready;
    const row = document.createElement('div');
    row.innerHTML = `<div id="late" data-island="one">server</div>`;
    document.body.append(row);
    await flush();
    await flush();
    expect(log).toEqual(['mount one#late']);
    row.remove();
    await flush();
    expect(log).toEqual(['mount one#late', 'unmount one#late']);
    runtime.stop();
  });

  it('batches many insertions into one pass and mounts each once', async () => {
    const runtime = runtimeWith(['one']).start();
    await runtime.ready;
    for (let i = 0; i < 20; i++)
      document.body.insertAdjacentHTML('beforeend', `<div id="n${i}" data-island="one"></div>`);
    await flush();
    await flush();
    expect(log).toHaveLength(20);
    expect(new Set(log).size).toBe(20);
    runtime.stop();
  });

  it('leaves an island mounted when it is moved within the page', async () => {
    document.body.innerHTML = `<div id="a" data-island="one"></div><section></section>`;
    const runtime = runtimeWith(['one']).start();
    await runtime.ready;
    document.querySelector('section')!.append(document.getElementById('a')!);
    await flush();
    expect(log).toEqual(['mount one#a']);
    runtime.stop();
  });

  it('waits for what an island prepares for its props before mounting it, and mounts nothing unmounted meanwhile', async () => {
    document.body.innerHTML = `<div id="a" data-island="parts">server a</div><div id="b" data-island="parts">server b</div>`;
    let ready!: () => void;
    const part = new Promise<void>((resolve) => (ready = resolve));
    const island: IslandModule = { ...fakeIsland('parts', log), prepare: () => part };
    const runtime = runtimeWith([], { parts: loaderOf(island) }).start();
    await flush();
    expect(log).toEqual([]);
    expect(document.getElementById('a')).toHaveAttribute('data-hearth-state', 'pending');
    runtime.unmount(document.getElementById('b')!);
    ready();
    await runtime.ready;
    expect(log).toEqual(['mount parts#a']);
    expect(document.getElementById('b')).toHaveTextContent('server b');
    expect(document.getElementById('b')).not.toHaveAttribute('data-hearth-state');
    runtime.stop();
  });

  it('hearth.unmount puts the server HTML back and allows a later mount', async () => {
    document.body.innerHTML = `<div id="a" data-island="one">server</div>`;
    const runtime = runtimeWith(['one']).start();
    await runtime.ready;
    runtime.unmount(document.getElementById('a')!);
    expect(document.getElementById('a')).toHaveTextContent('server');
    expect(document.getElementById('a')).not.toHaveAttribute('data-hearth-state');
    await runtime.mount();
    expect(log).toEqual(['mount one#a', 'unmount one#a restore', 'mount one#a']);
    runtime.stop();
  });
});

describe('data-load', () => {
  it('idle waits for requestIdleCallback', async () => {
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (fn: () => void) => idle.push(fn));
    document.body.innerHTML = `<div data-island="one" data-load="idle"></div>`;
    const runtime = runtimeWith(['one']).start();
    await flush();
    expect(log).toEqual([]);
    idle.forEach((fn) => fn());
    await flush();
    expect(log).toEqual(['mount one']);
    runtime.stop();
    vi.unstubAllGlobals();
  });

  it('visible waits until the element intersects the viewport', async () => {
    let callback!: (entries: Array<{ isIntersecting: boolean; target: Element }>) => void;
    class FakeObserver {
      constructor(cb: typeof callback) {
        callback = cb;
      }
      observe() {}
      unobserve() {}
      disconnect() {}
    }
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    document.body.innerHTML = `<div id="v" data-island="one" data-load="visible"></div>`;
    const runtime = runtimeWith(['one']).start();
    await flush();
    expect(log).toEqual([]);
    callback([{ isIntersecting: false, target: document.getElementById('v')! }]);
    await flush();
    expect(log).toEqual([]);
    // one batch may hold an older record of it leaving the view and the newer of it entering
    callback([
      { isIntersecting: false, target: document.getElementById('v')! },
      { isIntersecting: true, target: document.getElementById('v')! },
    ]);
    await flush();
    expect(log).toEqual(['mount one#v']);
    runtime.stop();
    vi.unstubAllGlobals();
  });

  it('interaction waits for the first pointer or focus on the element', async () => {
    document.body.innerHTML = `<div id="i" data-island="one" data-load="interaction"><button>b</button></div>`;
    const runtime = runtimeWith(['one']).start();
    await flush();
    expect(log).toEqual([]);
    document.querySelector('button')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await flush();
    expect(log).toEqual(['mount one#i']);
    runtime.stop();
  });

  it.each(['pointerover', 'touchstart'])('interaction: %s on the element asks for the island', async (type) => {
    document.body.innerHTML = `<div id="i" data-island="one" data-load="interaction"><button>b</button></div>`;
    const runtime = runtimeWith(['one']).start();
    await flush();
    document.querySelector('button')!.dispatchEvent(new Event(type, { bubbles: true }));
    await flush();
    expect(log).toEqual(['mount one#i']);
    runtime.stop();
  });

  it.each(['sometime', 'constructor'])('an unknown data-load value (%s) logs and loads eagerly', async (load) => {
    document.body.innerHTML = `<div data-island="one" data-load="${load}"></div>`;
    const runtime = runtimeWith(['one']).start();
    await runtime.ready;
    expect(log).toEqual(['mount one']);
    expect(String(errors.mock.calls[0]?.[0])).toContain(`unknown data-load "${load}"`);
    runtime.stop();
  });
});

describe('popups', () => {
  it('hearth.open loads the island and opens it with the props and opener', async () => {
    document.body.innerHTML = `<button id="b">Add card</button>`;
    const runtime = runtimeWith(['dialog']).start();
    await runtime.open('dialog', { a: 1 }, document.getElementById('b'));
    expect(log).toEqual(['open dialog {"a":1} from #b']);
    runtime.stop();
  });

  it('hearth.open of an unknown island logs it and opens nothing', async () => {
    const runtime = runtimeWith([]).start();
    await runtime.open('nope');
    expect(log).toEqual([]);
    expect(String(errors.mock.calls[0]?.[0])).toContain('unknown island "nope"');
    runtime.stop();
  });

  it('a double click on a data-island-open trigger opens one popup, with the trigger', async () => {
    document.body.innerHTML = `<a id="t" href="/fallback" data-island-open="dialog" data-props='{"title":"Hi"}'>Open</a>`;
    const runtime = runtimeWith(['dialog']).start();
    const link = document.querySelector('a')!;
    link.click();
    link.click();
    await flush();
    await flush();
    expect(log).toEqual(['open dialog {"title":"Hi"} from #t']);
    runtime.stop();
  });
});

describe('a data-island-open trigger whose popup cannot open does what its href says', () => {
  /** Every click that reaches the window: its target's id, and whether its default action was cancelled. */
  let reached: string[];
  const record = (event: Event) => {
    reached.push(`${(event.target as Element).id} ${event.type}${event.defaultPrevented ? ' cancelled' : ''}`);
    // happy-dom would really navigate or submit (the browser test follows the real thing); a
    // button's click is let through to find out whether it submits
    if (event.type === 'submit' || (event.target as Element).localName === 'a') event.preventDefault();
  };
  beforeEach(() => {
    reached = [];
    window.addEventListener('click', record);
    window.addEventListener('submit', record);
  });
  // stopped even when a test fails, so its click listener cannot take the next test's clicks
  const live: HearthRuntime[] = [];
  const started = (runtime: HearthRuntime) => (live.push(runtime), runtime.start());
  afterEach(() => {
    live.splice(0).forEach((runtime) => runtime.stop());
    window.removeEventListener('click', record);
    window.removeEventListener('submit', record);
  });

  const clickAndSettle = async (el: Element, init: MouseEventInit = {}) => {
    el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));
    await flush();
    await flush();
  };
  const errorLines = () => errors.mock.calls.map((call: unknown[]) => String(call[0]));

  it('JSON that cannot parse: the chunk refuses it, so the cancelled click is followed once', async () => {
    document.body.innerHTML = `<a id="t" href="/free-swatches" data-island-open="swatch-order" data-props='{"sku": '>Order</a>`;
    const load = vi.fn(() => Promise.resolve({ default: fakeIsland('swatch-order', log) }));
    started(createRuntime({ load }));
    await clickAndSettle(document.getElementById('t')!);
    expect(log).toEqual(['open swatch-order {"sku":  from #t']);
    expect(reached).toEqual(['t click cancelled', 't click']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('an island name nobody has: the click is left alone, logged once for two clicks', async () => {
    document.body.innerHTML = `<a id="t" href="/account/sign-in" data-island-open="sign-inn">Sign in</a>`;
    started(runtimeWith(['sign-in']));
    await clickAndSettle(document.getElementById('t')!);
    await clickAndSettle(document.getElementById('t')!);
    expect(reached).toEqual(['t click', 't click']);
    expect(errorLines()).toEqual(['hearth: unknown island "sign-inn"']);
  });

  it('props the island refuses: the click is cancelled, then replayed once, not cancelled, so the link is followed', async () => {
    document.body.innerHTML = `<a id="t" href="/account/sign-in" data-island-open="sign-in" data-props='{"returnUrl":5}'>Sign in</a>`;
    started(runtimeWith([], { 'sign-in': loaderOf(fakeIsland('sign-in', log, { refuse: true })) }));
    await clickAndSettle(document.getElementById('t')!);
    expect(log).toEqual(['open sign-in {"returnUrl":5} from #t']);
    expect(reached).toEqual(['t click cancelled', 't click']);
  });

  it('a chunk that fails to load: the click is followed after the error, and the next click tries the chunk again', async () => {
    document.body.innerHTML = `<a id="t" href="/free-swatches" data-island-open="swatch-order">Order</a>`;
    const load = vi.fn(() => Promise.reject(new Error('chunk 404')));
    started(createRuntime({ load }));
    await clickAndSettle(document.getElementById('t')!);
    expect(reached).toEqual(['t click cancelled', 't click']);
    expect(errorLines()).toEqual(['hearth: could not load island "swatch-order"']);
    await clickAndSettle(document.getElementById('t')!);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a submit button whose popup cannot open submits its form', async () => {
    document.body.innerHTML = `<form id="f" action="/account/sign-in" method="post"><button id="b" data-island-open="sign-in" data-props='{"returnUrl":5}'>Sign in</button></form>`;
    started(runtimeWith([], { 'sign-in': loaderOf(fakeIsland('sign-in', log, { refuse: true })) }));
    await clickAndSettle(document.getElementById('b')!);
    expect(reached).toEqual(['b click cancelled', 'b click', 'f submit']);
  });

  it('never replays a link to an address that is not http(s)', async () => {
    document.body.innerHTML = `<a id="t" href="javascript:alert(1)" data-island-open="sign-in">Sign in</a>`;
    started(runtimeWith([], { 'sign-in': loaderOf(fakeIsland('sign-in', log, { refuse: true })) }));
    await clickAndSettle(document.getElementById('t')!);
    expect(reached).toEqual(['t click cancelled']);
  });

  it('a popup that opens is not followed, however often it is clicked', async () => {
    document.body.innerHTML = `<a id="t" href="/free-swatches" data-island-open="dialog" data-props='{"sku":"1"}'>Order</a>`;
    started(runtimeWith(['dialog']));
    await clickAndSettle(document.getElementById('t')!);
    await clickAndSettle(document.getElementById('t')!);
    expect(reached).toEqual(['t click cancelled', 't click cancelled']);
    expect(log).toEqual(['open dialog {"sku":"1"} from #t', 'open dialog {"sku":"1"} from #t']);
  });

  it.each([
    ['ctrl', { ctrlKey: true }],
    ['meta (cmd)', { metaKey: true }],
    ['shift', { shiftKey: true }],
    ['alt', { altKey: true }],
    ['middle-button', { button: 1 }],
  ])('a %s click is never taken over: no popup, no chunk, the browser does what it does', async (_what, init) => {
    document.body.innerHTML = `<a id="t" href="/free-swatches" target="_blank" data-island-open="dialog">Order</a>`;
    const load = vi.fn(() => Promise.resolve({ default: fakeIsland('dialog', log) }));
    started(createRuntime({ load }));
    await clickAndSettle(document.getElementById('t')!, init);
    expect(reached).toEqual(['t click']);
    expect(load).not.toHaveBeenCalled();
    expect(log).toEqual([]);
  });
});

describe('a press on the server HTML of an island whose code is on its way', () => {
  /** Every click and submit that reaches the window: its target's id, and whether its default action was cancelled. */
  let reached: string[];
  const record = (event: Event) => {
    reached.push(`${(event.target as Element).id} ${event.type}${event.defaultPrevented ? ' cancelled' : ''}`);
    // happy-dom would really navigate or submit
    if (event.type === 'submit' || (event.target as Element).localName === 'a') event.preventDefault();
  };
  /** Presses each mount was handed. */
  let handed: string[];
  /** An island that records the press it is handed; `refuse` to fail as bad props do. */
  const pressTaker = (name: string, refuse = false): IslandModule => ({
    name,
    mount(el, context) {
      handed.push(`${el.id} ${context?.press?.id ?? 'none'}`);
      if (refuse) return null;
      el.innerHTML = `<form id="g"><button id="c" type="submit">${name}</button></form>`;
      return { unmount: () => {} };
    },
    open: () => true,
  });
  /** A chunk held back until `release()`. */
  const held = (module: IslandModule) => {
    let release!: () => void;
    const chunk = new Promise<{ default: IslandModule }>((resolve) => (release = () => resolve({ default: module })));
    return { load: () => chunk, release: async () => (release(), await flush(), await flush()) };
  };
  const live: HearthRuntime[] = [];
  beforeEach(() => {
    reached = [];
    handed = [];
    window.addEventListener('click', record);
    window.addEventListener('submit', record);
  });
  afterEach(() => {
    live.splice(0).forEach((runtime) => runtime.stop());
    window.removeEventListener('click', record);
    window.removeEventListener('submit', record);
  });
  const start = (islands: Record<string, IslandLoader>, loads?: Record<string, 'visible'>) => {
    const runtime = createRuntime({ load: (name) => islands[name]?.(), loads }).start();
    live.push(runtime);
    return runtime;
  };
  const FORM = `<div id="i" data-island="taker"><form id="f" action="/legacy" method="post"><input name="q" value="2"><button id="b">Send</button></form><a id="l" href="/legacy-link">More</a></div>`;
  const press = (el: Element, init: MouseEventInit = {}) =>
    el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));

  it('a submit while the chunk loads is held (no form post) and handed to the island once: the first press, however many follow', async () => {
    document.body.innerHTML = FORM;
    const chunk = held(pressTaker('taker'));
    start({ taker: chunk.load });
    press(document.getElementById('b')!);
    press(document.getElementById('b')!);
    press(document.getElementById('l')!);
    expect(reached).toEqual(['b click', 'f submit cancelled', 'b click', 'f submit cancelled', 'l click cancelled']);
    await chunk.release();
    expect(handed).toEqual(['i b']);
  });

  it('Enter in a form without a submit button: the form is held and handed over', async () => {
    document.body.innerHTML = `<div id="i" data-island="taker"><form id="f"><input id="q" name="q"></form></div>`;
    const chunk = held(pressTaker('taker'));
    start({ taker: chunk.load });
    (document.getElementById('f') as HTMLFormElement).requestSubmit();
    expect(reached).toEqual(['f submit cancelled']);
    await chunk.release();
    expect(handed).toEqual(['i f']);
  });

  it("a link followed while the chunk loads is held and handed over; with a modifier key it is the browser's", async () => {
    document.body.innerHTML = FORM;
    const chunk = held(pressTaker('taker'));
    start({ taker: chunk.load });
    press(document.getElementById('l')!, { ctrlKey: true });
    press(document.getElementById('l')!);
    expect(reached).toEqual(['l click', 'l click cancelled']);
    await chunk.release();
    expect(handed).toEqual(['i l']);
  });

  it('an island that cannot mount does what its server HTML says with the held press, once', async () => {
    document.body.innerHTML = FORM;
    const chunk = held(pressTaker('taker', true));
    start({ taker: chunk.load });
    press(document.getElementById('b')!);
    await chunk.release();
    expect(handed).toEqual(['i b']);
    expect(reached).toEqual(['b click', 'f submit cancelled', 'b click', 'f submit']);
  });

  it('a chunk that fails to load: the held press is made as the page wrote it', async () => {
    document.body.innerHTML = FORM;
    let fail!: () => void;
    const chunk = new Promise<{ default: IslandModule }>((_, reject) => (fail = () => reject(new Error('404'))));
    start({ taker: () => chunk });
    press(document.getElementById('l')!);
    fail();
    await flush();
    await flush();
    expect(reached).toEqual(['l click cancelled', 'l click']);
  });

  it('data-load="interaction": the pointer that comes before the click asks for the chunk, so the click is held', async () => {
    document.body.innerHTML = FORM.replace('data-island="taker"', 'data-island="taker" data-load="interaction"');
    const chunk = held(pressTaker('taker'));
    const load = vi.fn(chunk.load);
    start({ taker: load });
    const button = document.getElementById('b')!;
    button.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    press(button);
    expect(reached).toEqual(['b click', 'f submit cancelled']);
    await chunk.release();
    expect(handed).toEqual(['i b']);
  });

  it('leaves alone a press on an island whose chunk nobody has asked for yet (data-load="visible", not seen)', async () => {
    document.body.innerHTML = FORM;
    const load = vi.fn(() => Promise.resolve({ default: pressTaker('taker') }));
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    try {
      start({ taker: load }, { taker: 'visible' });
      press(document.getElementById('l')!);
      await flush();
      expect(load).not.toHaveBeenCalled();
      expect(reached).toEqual(['l click']);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('leaves alone a press once the island has mounted', async () => {
    document.body.innerHTML = FORM;
    const runtime = start({ taker: () => Promise.resolve({ default: pressTaker('taker') }) });
    await runtime.ready;
    press(document.getElementById('c')!);
    expect(reached).toEqual(['c click', 'g submit']);
    expect(handed).toEqual(['i none']);
  });

  it('leaves alone a press the page handled itself (its own script cancelled it)', async () => {
    document.body.innerHTML = FORM;
    const chunk = held(pressTaker('taker'));
    start({ taker: chunk.load });
    document.getElementById('l')!.addEventListener('click', (event) => event.preventDefault());
    press(document.getElementById('l')!);
    await chunk.release();
    expect(handed).toEqual(['i none']);
  });
});

describe('startHearth', () => {
  it('publishes window.hearth once; a second loader copy reuses it', () => {
    const first = startHearth({ load: () => undefined });
    const second = startHearth({ load: () => undefined });
    expect(window.hearth).toBe(first);
    expect(second).toBe(first);
    expect(typeof first.mount).toBe('function');
    expect(typeof first.unmount).toBe('function');
    expect(typeof first.open).toBe('function');
    (first as HearthRuntime).stop();
  });

  it('on a page still loading, waits for DOMContentLoaded before it mounts anything', async () => {
    const state = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    document.body.innerHTML = `<div id="a" data-island="one">server</div>`;
    const load = vi.fn(() => Promise.resolve({ default: fakeIsland('one', log) }));
    const runtime = startHearth({ load }) as HearthRuntime;
    await flush();
    expect(load).not.toHaveBeenCalled();
    state.mockReturnValue('interactive');
    document.dispatchEvent(new Event('DOMContentLoaded'));
    await runtime.ready;
    expect(log).toEqual(['mount one#a']);
    runtime.stop();
  });

  it('on a page already parsed, mounts at once', async () => {
    document.body.innerHTML = `<div id="a" data-island="one">server</div>`;
    const runtime = startHearth({ load: () => Promise.resolve({ default: fakeIsland('one', log) }) }) as HearthRuntime;
    await runtime.ready;
    expect(log).toEqual(['mount one#a']);
    runtime.stop();
  });
});

describe('stop', () => {
  it('unmounts every island putting its server HTML back, and holds no press any more', async () => {
    document.body.innerHTML = `<div id="a" data-island="one">server</div>
      <div id="b" data-island="slow"><form><button>Send</button></form></div>`;
    let arrive!: (module: { default: IslandModule }) => void;
    const runtime = runtimeWith(['one', 'pop'], { slow: () => new Promise((resolve) => (arrive = resolve)) }).start();
    await flush();
    runtime.stop();
    expect(log).toEqual(['mount one#a', 'unmount one#a restore']);
    expect(document.getElementById('a')).toHaveTextContent('server');
    const submit = new SubmitEvent('submit', { bubbles: true, cancelable: true });
    document.querySelector('form')!.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(false);
    // nor does a popup's trigger, clicked or sent, open anything
    document.body.insertAdjacentHTML(
      'beforeend',
      '<form data-island-open="pop"></form><a data-island-open="pop">Open</a>',
    );
    document.querySelector('a')!.click();
    document
      .querySelector('form[data-island-open]')!
      .dispatchEvent(new SubmitEvent('submit', { bubbles: true, cancelable: true }));
    await flush();
    expect(log).toEqual(['mount one#a', 'unmount one#a restore']);
    arrive({ default: fakeIsland('slow', log) });
  });
});
