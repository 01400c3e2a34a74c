/**
 * The React layer of the script-tag build (`react` → this folder, on Preact's core and hooks), on
 * its own: what React code expects of it and Preact does differently. The rendering tests of every
 * package run on it too (the `preact` project); these pin each piece where it is written.
 */
import { options, render, type ComponentChild, type VNode } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import React, { useId as defaultUseId } from './default';
import {
  createElement as h,
  forwardRef,
  Fragment,
  StrictMode,
  useDebugValue,
  useId,
  useLayoutEffect,
  useState,
  useSyncExternalStore,
  version,
} from './index';

let root: HTMLElement | null = null;
const mount = (node: ComponentChild) => {
  root ??= document.body.appendChild(document.createElement('div'));
  act(() => render(node, root!));
  return root;
};
afterEach(() => {
  if (root) act(() => render(null, root!));
  root?.remove();
  root = null;
});

describe('DOM props as React code writes them', () => {
  it.each([
    ['a text field', 'input', { type: 'text' }, 'input', 'change'],
    ['a field with no type', 'input', {}, 'input', 'change'],
    ['an email field', 'input', { type: 'email' }, 'input', 'change'],
    ['a textarea', 'textarea', {}, 'input', 'change'],
    ['a checkbox', 'input', { type: 'checkbox' }, 'change', 'input'],
    ['a radio', 'input', { type: 'radio' }, 'change', 'input'],
    ['a file field', 'input', { type: 'file' }, 'change', 'input'],
    ['a select (no text field)', 'select', {}, 'change', 'input'],
  ])("%s: <%s> onChange fires on '%s' and not on '%s'", (_, tag, props, fires, not) => {
    const onChange = vi.fn();
    const field = mount(h(tag, { ...props, onChange })).firstElementChild!;
    field.dispatchEvent(new Event(not, { bubbles: true }));
    expect(onChange).not.toHaveBeenCalled();
    field.dispatchEvent(new Event(fires, { bubbles: true }));
    expect(onChange).toHaveBeenCalledOnce();
  });

  it('onFocus and onBlur hear the focus of what is inside (focusin, focusout), onDoubleClick a dblclick', () => {
    const onFocus = vi.fn();
    const onBlur = vi.fn();
    const onDoubleClick = vi.fn();
    const group = mount(h('div', { onFocus, onBlur, onDoubleClick }, h('button', null, 'Inside'))).firstElementChild!;
    const inside = group.querySelector('button')!;
    inside.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(onFocus).toHaveBeenCalledOnce();
    inside.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    expect(onBlur).toHaveBeenCalledOnce();
    inside.dispatchEvent(new MouseEvent('dblclick', { bubbles: true }));
    expect(onDoubleClick).toHaveBeenCalledOnce();
  });

  it('each of them alone is renamed, whatever else the element has', () => {
    for (const [prop, event] of [
      ['onFocus', 'focusin'],
      ['onBlur', 'focusout'],
      ['onDoubleClick', 'dblclick'],
    ] as const) {
      const handler = vi.fn();
      const element = mount(h('span', { [prop]: handler, title: 'kept' })).firstElementChild!;
      expect(element.getAttribute('title')).toBe('kept');
      element.dispatchEvent(new Event(event, { bubbles: true }));
      expect(handler, prop).toHaveBeenCalledOnce();
    }
  });

  it.each(['svg', 'path', 'g', 'circle', 'ellipse', 'line', 'polyline', 'polygon', 'rect', 'text', 'use'])(
    "an SVG <%s>'s camelCase presentation attributes are dash-cased, its other props kept",
    (tag) => {
      const element = mount(
        h(tag, { strokeWidth: 2, fillRule: 'evenodd', strokeLinecap: 'round', 'aria-hidden': 'true', id: 'kept' }),
      ).firstElementChild!;
      expect(element.getAttribute('stroke-width')).toBe('2');
      expect(element.getAttribute('fill-rule')).toBe('evenodd');
      expect(element.getAttribute('stroke-linecap')).toBe('round');
      expect(element.hasAttribute('strokeWidth')).toBe(false);
      expect(element.getAttribute('aria-hidden')).toBe('true');
      expect(element.id).toBe('kept');
    },
  );

  it("an SVG attribute the DOM spells in camelCase (viewBox) is left as it is, and so is an HTML element's prop", () => {
    const svg = mount(h('svg', { viewBox: '0 0 24 24', strokeWidth: 1 })).firstElementChild!;
    expect(svg.getAttribute('viewBox')).toBe('0 0 24 24');
    const div = mount(h('div', { strokeWidth: 1, onChange: () => {} })).firstElementChild!;
    expect(div.hasAttribute('stroke-width')).toBe(false);
  });

  it('leaves a vnode with none of them as it was made, props object and all', () => {
    const props = { className: 'plain', onClick: () => {} };
    const vnode = h('button', props) as VNode<typeof props>;
    expect(vnode.props).toEqual(props);
    const field = h('input', { type: 'text', onChange: () => {} }) as unknown as VNode<Record<string, unknown>>;
    expect(Object.keys(field.props)).toEqual(['type', 'oninput']);
    // a name already lowercase (normalized before, by preact/compat) is not renamed again
    const compat = h('input', { type: 'text', oninput: () => {} }) as unknown as VNode<Record<string, unknown>>;
    expect(Object.keys(compat.props)).toEqual(['type', 'oninput']);
  });

  it('a fresh load of the layer: its tables as they are written, and the hook that was there before it kept (a library or devtools on the same Preact)', async () => {
    vi.resetModules();
    const before = options.vnode;
    const seen = vi.fn();
    options.vnode = seen;
    try {
      const fresh = await import('./default');
      const propsOf = (tag: string, props: Record<string, unknown>) => {
        h(tag, props);
        return Object.keys((seen.mock.lastCall![0] as VNode<Record<string, unknown>>).props);
      };
      const handler = () => {};
      expect(propsOf('span', { onFocus: handler, onBlur: handler, onDoubleClick: handler })).toEqual([
        'onfocusin',
        'onfocusout',
        'ondblclick',
      ]);
      expect(propsOf('input', { type: 'text', onChange: handler })).toEqual(['type', 'oninput']);
      for (const tag of ['svg', 'polyline', 'polygon'])
        expect(propsOf(tag, { strokeWidth: 1, viewBox: '0 0 1 1' }), tag).toEqual(['stroke-width', 'viewBox']);
      // an element whose name only ends or starts with an SVG element's is none
      for (const tag of ['my-svg', 'svg-icon', 'poly'])
        expect(propsOf(tag, { strokeWidth: 1 }), tag).toEqual(['strokeWidth']);
      expect(seen).toHaveBeenCalledTimes(8);
      expect(fresh.default.useId).toBe(fresh.useId);
      expect(fresh.version).toBe('19.0.0');
    } finally {
      options.vnode = before;
    }
  });
});

describe('useSyncExternalStore', () => {
  const store = (initial: number) => {
    let value = initial;
    const listeners = new Set<() => void>();
    return {
      get: () => value,
      set: (next: number) => {
        value = next;
        for (const listener of listeners) listener();
      },
      /** Changes the value without telling the listeners. */
      quietly: (next: number) => (value = next),
      subscribe: vi.fn((listener: () => void) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      }),
      listeners,
    };
  };

  function Reader({ source }: { source: ReturnType<typeof store> }) {
    return h('output', null, String(useSyncExternalStore(source.subscribe, source.get)));
  }

  it("shows the store's value and draws again when the store says it changed", () => {
    const source = store(1);
    const output = mount(h(Reader, { source })).firstElementChild!;
    expect(output.textContent).toBe('1');
    act(() => source.set(2));
    expect(output.textContent).toBe('2');
  });

  it('a change between the first render and the subscription is not missed', () => {
    const source = store(1);
    // a later sibling's layout effect changes the store before the reader subscribes
    function Changer() {
      useLayoutEffect(() => void source.quietly(5), []);
      return null;
    }
    const output = mount(h(Fragment, null, h(Reader, { source }), h(Changer, null))).firstElementChild!;
    expect(output.textContent).toBe('5');
  });

  it('a change made while the page commits is drawn before the effects run (in the layout phase)', async () => {
    const source = store(1);
    function Changer() {
      useLayoutEffect(() => void source.quietly(5), []);
      return null;
    }
    function ReaderWithChild() {
      return h('output', null, String(useSyncExternalStore(source.subscribe, source.get)), h(Changer, null));
    }
    root = document.body.appendChild(document.createElement('div'));
    // no act(): layout effects run with the render, passive ones after the next frame (or before
    // the component draws again)
    render(h(ReaderWithChild, null), root);
    for (let i = 0; i < 5; i++) await Promise.resolve();
    expect(root.textContent).toBe('5');
  });

  it('follows a new getSnapshot: a change only the new one sees is drawn', () => {
    const source = store(1);
    function Picked({ live }: { live: boolean }) {
      const value = useSyncExternalStore(source.subscribe, live ? source.get : () => 0);
      return h('output', null, String(value));
    }
    const output = mount(h(Picked, { live: false })).firstElementChild!;
    expect(output.textContent).toBe('0');
    mount(h(Picked, { live: true }));
    expect(output.textContent).toBe('1');
    act(() => source.set(2));
    expect(output.textContent).toBe('2');
  });

  it('a listener call with nothing changed draws nothing again', () => {
    const source = store(1);
    let renders = 0;
    function Counting() {
      renders += 1;
      return h('output', null, String(useSyncExternalStore(source.subscribe, source.get)));
    }
    mount(h(Counting, null));
    const drawn = renders;
    act(() => source.set(1));
    expect(renders).toBe(drawn);
  });

  it('a snapshot that throws counts as a change (React draws again and lets the render see it)', () => {
    const source = store(1);
    let fail = false;
    const get = () => {
      if (fail) throw new Error('broken');
      return source.get();
    };
    let renders = 0;
    function Throwing() {
      renders += 1;
      const value = useSyncExternalStore(source.subscribe, () => (renders > 1 ? source.get() : get()));
      return h('output', null, String(value));
    }
    mount(h(Throwing, null));
    const drawn = renders;
    fail = true;
    act(() => source.set(3));
    expect(renders).toBeGreaterThan(drawn);
  });

  it('subscribes once, again for a new subscribe function, and lets go on unmount', () => {
    const first = store(1);
    const second = store(7);
    const output = mount(h(Reader, { source: first })).firstElementChild!;
    expect(first.subscribe).toHaveBeenCalledOnce();
    act(() => first.set(2));
    expect(first.subscribe).toHaveBeenCalledOnce();
    mount(h(Reader, { source: second }));
    expect(second.subscribe).toHaveBeenCalledOnce();
    expect(first.listeners.size).toBe(0);
    expect(output.textContent).toBe('7');
    act(() => render(null, root!));
    expect(second.listeners.size).toBe(0);
  });

  it('a new getSnapshot is read at once, and later changes through it are heard', () => {
    const source = store(1);
    function Doubled({ factor }: { factor: number }) {
      return h('output', null, String(useSyncExternalStore(source.subscribe, () => source.get() * factor)));
    }
    const output = mount(h(Doubled, { factor: 1 })).firstElementChild!;
    mount(h(Doubled, { factor: 10 }));
    expect(output.textContent).toBe('10');
    act(() => source.set(3));
    expect(output.textContent).toBe('30');
  });
});

describe('the rest of the layer', () => {
  it('forwardRef hands the ref prop to render as its second argument, null when there is none', () => {
    const render = vi.fn((props: { label: string }) => props.label);
    const Forwarded = forwardRef(render);
    const ref = { current: null };
    expect(Forwarded({ label: 'a', ref } as never)).toBe('a');
    expect(render).toHaveBeenLastCalledWith({ label: 'a' }, ref);
    Forwarded({ label: 'b' } as never);
    expect(render).toHaveBeenLastCalledWith({ label: 'b' }, null);
  });

  it('useId gives each component its own id for its whole life, unique across render roots', () => {
    const ids: string[] = [];
    function WithId() {
      const id = useId();
      const [, redraw] = useState(0);
      ids.push(id);
      return h('button', { id, onClick: () => redraw((n) => n + 1) });
    }
    const one = mount(h(WithId, null));
    const other = document.body.appendChild(document.createElement('div'));
    act(() => render(h(WithId, null), other));
    act(() => (one.querySelector('button') as HTMLButtonElement).click());
    expect(ids).toHaveLength(3);
    expect(ids[2]).toBe(ids[0]);
    expect(ids[1]).not.toBe(ids[0]);
    expect(ids[0]).toMatch(/^_h[0-9a-v]+_$/);
    act(() => render(null, other));
    other.remove();
  });

  it("'react' for swr: the layer, with a default export holding useId", () => {
    expect(React.useId).toBe(useId);
    expect(defaultUseId).toBe(useId);
  });

  it('says React 19 (ref is a plain prop), StrictMode is a Fragment, useDebugValue does nothing', () => {
    expect(version).toBe('19.0.0');
    expect(StrictMode).toBe(Fragment);
    expect(useDebugValue('label')).toBeUndefined();
  });
});
