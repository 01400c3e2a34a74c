import { act } from '@testing-library/react';
import { literal, number, optional, string, type, unknown } from 'superstruct';
import { useId } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { defineIsland } from './define-island';
import type * as handoffModule from './handoff';
import { handOffFallback } from './handoff';

// A worker's files share their modules (vitest.config.ts): this file's own, so the mock below
// reaches the modules that import it.
vi.hoisted(() => vi.resetModules());

// the hand-off as it is, watched: whether an island's mount loads and runs it
vi.mock('./handoff', async (importOriginal) => {
  const original = await importOriginal<typeof handoffModule>();
  return { ...original, handOffFallback: vi.fn(original.handOffFallback) };
});

const Greeting = ({ name, times }: { name: string; times?: number }) => (
  <p>
    Hello {name} x{times ?? 1}
  </p>
);
const greeting = defineIsland({
  name: 'greeting',
  schema: type({ name: string(), times: optional(number()) }),
  component: Greeting,
});

const Boom = (_: { fail: boolean }): never => {
  throw new Error('render failed');
};
const boom = defineIsland({ name: 'boom', schema: type({ fail: optional(number()) }) as never, component: Boom });

let errors: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  document.body.innerHTML = '';
});

const island = (html: string) => {
  document.body.innerHTML = html;
  return document.body.firstElementChild as HTMLElement;
};

describe('defineIsland', () => {
  it('gives every island ids of its own: useId is unique on the page, not only in one island', () => {
    const Labelled = ({ name }: { name: string }) => {
      const id = useId();
      return (
        <p>
          <label htmlFor={id}>{name}</label> <input id={id} />
        </p>
      );
    };
    const labelled = defineIsland({ name: 'labelled', schema: type({ name: string() }), component: Labelled });
    document.body.innerHTML = `<div data-props='{"name":"One"}'></div><div data-props='{"name":"Two"}'></div>`;
    const [one, two] = [...document.querySelectorAll<HTMLElement>('div')];
    act(() => void labelled.mount(one!));
    act(() => void labelled.mount(two!));
    const ids = [...document.querySelectorAll('input')].map((input) => input.id);
    expect(new Set(ids).size).toBe(2);
    // each label names its own island's field
    expect(document.getElementById(ids[1]!)?.closest('div')).toBe(two);
  });

  it('renders with props from data-props, replacing the server HTML', () => {
    const el = island(`<div data-props='{"name":"Ada","times":2}'><p>server</p></div>`);
    act(() => void greeting.mount(el));
    expect(el).toHaveTextContent('Hello Ada x2');
    expect(el).not.toHaveTextContent('server');
  });

  it('reads props from a child JSON script when there is no data-props', () => {
    const el = island(`<div><script type="application/json" data-island-props>{"name":"Lin"}</script>server</div>`);
    act(() => void greeting.mount(el));
    expect(el).toHaveTextContent('Hello Lin x1');
  });

  it('prefers given props (popups) over the element', () => {
    const el = island(`<div data-props='{"name":"Ada"}'></div>`);
    act(() => void greeting.mount(el, { props: { name: 'Popup' } }));
    expect(el).toHaveTextContent('Hello Popup');
  });

  it.each([
    [`<div data-props='{"name":'>server</div>`, 'data-props', 'not valid JSON'],
    [
      `<div><script type="application/json" data-island-props>{oops</script>server</div>`,
      'data-island-props',
      'not valid JSON',
    ],
    [`<div data-props='{"name":42}'>server</div>`, 'name', 'Expected a string'],
    [`<div data-props='{"name":"a","times":"two"}'>server</div>`, 'times', 'Expected a number'],
    [`<div data-props='{}'>server</div>`, 'name', 'Expected a string'],
  ])('bad props %s keep the server HTML and log one error naming field %s', (html, field, reason) => {
    const el = island(html);
    expect(greeting.mount(el)).toBeNull();
    expect(el).toHaveTextContent('server');
    expect(errors).toHaveBeenCalledTimes(1);
    const message = String(errors.mock.calls[0]?.[0]);
    expect(message).toContain('island "greeting"');
    expect(message).toContain(`field "${field}"`);
    expect(message).toContain(reason);
  });

  it('a render error restores the server HTML, logs, and leaves other islands working', async () => {
    document.body.innerHTML = `<div id="bad" data-props='{}'><em>server fallback</em></div><div id="good" data-props='{"name":"Ok"}'></div>`;
    const bad = document.getElementById('bad')!;
    const good = document.getElementById('good')!;
    act(() => void boom.mount(bad));
    act(() => void greeting.mount(good));
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(bad.innerHTML).toBe('<em>server fallback</em>');
    expect(bad).toHaveAttribute('data-hearth-state', 'error');
    expect(good).toHaveTextContent('Hello Ok');
    expect(
      errors.mock.calls.some((call: unknown[]) => String(call[0]).includes('island "boom" failed to render')),
    ).toBe(true);
  });

  it('unmount(true) puts the server HTML back; unmount() leaves the element empty', () => {
    const el = island(`<div data-props='{"name":"A"}'><i>server</i></div>`);
    let handle = greeting.mount(el)!;
    act(() => handle.unmount(true));
    expect(el.innerHTML).toBe('<i>server</i>');
    handle = greeting.mount(el)!;
    act(() => handle.unmount());
    expect(el.innerHTML).toBe('');
  });

  it('passes onClose and opener to popup islands', () => {
    const seen: unknown[] = [];
    const probe = defineIsland({
      name: 'probe',
      schema: type({}),
      component: (props: { onClose?: () => void; opener?: Element | null }) => {
        seen.push(typeof props.onClose, props.opener);
        return null;
      },
    });
    const opener = document.createElement('button');
    const el = island('<div></div>');
    act(() => void probe.mount(el, { props: {}, onClose: () => {}, opener }));
    expect(seen).toEqual(['function', opener]);
  });

  it('open() shows the island in a container of its own in <body>; closing removes it', () => {
    let close: (() => void) | undefined;
    const popup = defineIsland({
      name: 'popup',
      schema: type({ title: string() }),
      component: ({ title, onClose }: { title: string; onClose?: () => void }) => {
        close = onClose;
        return <p>{title}</p>;
      },
    });
    const opener = document.body.appendChild(document.createElement('button'));
    act(() => popup.open({ props: { title: 'Hi' }, opener }));
    const container = document.querySelector('[data-hearth-popup="popup"]');
    expect(container).toHaveTextContent('Hi');
    // The page body is the default display container [ref: core#screens]
    expect(container?.parentElement).toBe(document.body);
    act(() => close!());
    expect(document.querySelector('[data-hearth-popup]')).toBeNull();
  });

  it('open() from a data-island-open trigger takes its data-props, and answers true (shown)', () => {
    const trigger = island(`<a data-island-open="greeting" data-props='{"name":"Lin"}'>open</a>`);
    let shown: boolean | undefined;
    act(() => void (shown = greeting.open({ opener: trigger, trigger })));
    expect(document.querySelector('[data-hearth-popup="greeting"]')).toHaveTextContent('Hello Lin x1');
    expect(shown).toBe(true);
  });

  it('open() with props of the wrong type answers false, so the loader follows the trigger', () => {
    const trigger = island(`<a data-island-open="greeting" data-props='{"name":5}'>open</a>`);
    let shown: boolean | undefined;
    act(() => void (shown = greeting.open({ opener: trigger, trigger })));
    expect(shown).toBe(false);
    expect(errors).toHaveBeenCalledTimes(1);
    expect(document.querySelector('[data-hearth-popup]')).toBeNull();
  });

  it('open() with a trigger whose data-props is bad JSON logs one error naming island and field, and leaves nothing', () => {
    const trigger = island(`<a data-island-open="greeting" data-props='{oops'>open</a>`);
    let shown: boolean | undefined;
    act(() => void (shown = greeting.open({ opener: trigger, trigger })));
    expect(shown).toBe(false);
    expect(errors).toHaveBeenCalledTimes(1);
    expect(String(errors.mock.calls[0]?.[0])).toMatch(/island "greeting".*field "data-props"/);
    expect(document.querySelector('[data-hearth-popup]')).toBeNull();
  });
});

describe('props the schema does not name', () => {
  it('never reach the component (children, dangerouslySetInnerHTML, anything else)', () => {
    const seen: Record<string, unknown>[] = [];
    const island = defineIsland({
      name: 'probe',
      schema: type({ label: optional(string()) }),
      component: (props: object) => {
        seen.push(props as Record<string, unknown>);
        return <p>{String((props as { label?: string }).label)}</p>;
      },
    });
    document.body.innerHTML = `<div data-props='{"label":"ok","children":{"type":"img"},"dangerouslySetInnerHTML":{"__html":"<img src=x onerror=alert(1)>"},"extra":1}'>fallback</div>`;
    const handle = island.mount(document.querySelector('div')!);
    expect(handle).not.toBeNull();
    expect(Object.keys(seen[0]!).sort()).toEqual(['label', 'onClose', 'opener']);
    expect(document.querySelector('img')).toBeNull();
    handle?.unmount(true);
  });

  it('props whose value cannot be printed ({"toString": []}) are refused with one line, not a crash', () => {
    const island = defineIsland({ name: 'odd', schema: type({ mode: literal('page') }), component: () => null });
    document.body.innerHTML = `<div>fallback</div>`;
    const div = document.querySelector('div')!;
    div.setAttribute('data-props', '{"mode":{"toString":[1]}}');
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(island.mount(div)).toBeNull();
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]?.[0])).toMatch(
      /island "odd" has invalid props: field "\(props\)": a value cannot be read/,
    );
    expect(div.textContent).toBe('fallback');
    error.mockRestore();
  });

  it('a later field whose value cannot be printed does not hide the first one: the line names it', () => {
    const island = defineIsland({
      name: 'odd',
      schema: type({ mode: literal('page'), code: optional(number()) }),
      component: () => null,
    });
    document.body.innerHTML = `<div>fallback</div>`;
    const div = document.querySelector('div')!;
    // the first failure (mode) prints; superstruct lists the others only when asked, printing code's
    div.setAttribute('data-props', '{"mode":"popup","code":{"toString":[1]}}');
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(island.mount(div)).toBeNull();
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]?.[0])).toMatch(
      /island "odd" has invalid props: field "mode": Expected the literal/,
    );
    expect(div.textContent).toBe('fallback');
    error.mockRestore();
  });

  it('props nested more than 64 levels deep are refused, naming the field, without overflowing the stack', () => {
    const island = defineIsland({ name: 'deep', schema: type({ a: optional(unknown()) }), component: () => null });
    let nested = '1';
    for (let i = 0; i < 5000; i++) nested = `[${nested}]`;
    document.body.innerHTML = `<div>fallback</div>`;
    const div = document.querySelector('div')!;
    div.setAttribute('data-props', `{"a":${nested}}`);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(island.mount(div)).toBeNull();
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]?.[0])).toMatch(
      /island "deep" has invalid props: field "a\.0\.0\.0…": nested more than 64 levels deep/,
    );
    expect(div.innerHTML).toBe('fallback');
  });
});

describe('the hand-off loads only when the fallback has something to hand over', () => {
  const FALLBACK = `<input name="q" value="2"><textarea name="note">hi</textarea>
    <select name="size"><option>S</option><option selected>M</option></select><input type="checkbox" name="gift" checked>
    <select name="state"><option value="">Select</option><option>IL</option></select>`;
  const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  /** The hand-offs run for `el` (one of an earlier test's islands may still arrive). */
  const handOffsOf = (el: HTMLElement) => vi.mocked(handOffFallback).mock.calls.filter(([root]) => root === el).length;

  it('a fallback whose fields are as the server wrote them mounts without it (500 steppers ran it 500 times)', async () => {
    const el = island(`<div data-props='{"name":"Ada"}'>${FALLBACK}</div>`);
    act(() => void greeting.mount(el));
    await settle();
    expect(el).toHaveTextContent('Hello Ada');
    expect(handOffsOf(el)).toBe(0);
  });

  it.each([
    ['typed text', (el: HTMLElement) => void (el.querySelector('input')!.value = '3')],
    ['a note', (el: HTMLElement) => void (el.querySelector('textarea')!.value = 'hello')],
    ['another size', (el: HTMLElement) => void (el.querySelector('select')!.value = 'S')],
    [
      'a state chosen where the server chose none',
      (el: HTMLElement) => void (el.querySelector<HTMLSelectElement>('[name=state]')!.value = 'IL'),
    ],
    [
      'a box unchecked',
      (el: HTMLElement) => void (el.querySelector<HTMLInputElement>('[type=checkbox]')!.checked = false),
    ],
    ['the focus', (el: HTMLElement) => el.querySelector('input')!.focus()],
  ])('%s in the fallback loads it', async (_, edit) => {
    const el = island(`<div data-props='{"name":"Ada"}'>${FALLBACK}</div>`);
    edit(el);
    act(() => void greeting.mount(el));
    await vi.waitFor(() => expect(handOffsOf(el)).toBe(1), { timeout: 5000 });
  });
});
