import { act } from '@testing-library/react';
import { useEffect, useState, type ChangeEvent, type FormEvent } from 'react';
import { number, optional, type } from 'superstruct';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defineIsland, type IslandDefinition } from './define-island';
import { HANDOFF_WAIT_MS } from './handoff';
import { controlKey, findControl, findField, readFallback, writeField, type FormField } from './handoff-logic';

/**
 * The hand-off from server HTML to island [ref: script-tag#what-the-shopper-did-in-the-fallback-hand-off]: the pure functions over a DOM
 * tree, then through defineIsland, on React and on Preact (the vitest projects), with islands
 * whose fields are controlled and whose rules refuse values as the real islands' do.
 */

const $ = <T extends Element = FormField>(selector: string) => document.querySelector<T>(selector)!;
/** A shopper's edit of a fallback field: the value changes, the server's default does not. */
const type_ = (selector: string, value: string) => void ($(selector).value = value);
/** React's switch for `act`'s environment, which Testing Library turns on. */
const actScope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
/**
 * The hand-off's chunk has loaded (defineIsland imports it when there is something to carry), then
 * a macrotask, with nothing holding the island's renders, as on a page. Inside `act` the island's
 * re-render after the hand-off's writes waited for act's end, which came before the hand-off's
 * press or after it depending on how many microtasks the test runner took to settle the import
 * (after it in a VM context, where the press then saw the island before its re-render).
 */
const settle = async () => {
  const before = actScope.IS_REACT_ACT_ENVIRONMENT;
  actScope.IS_REACT_ACT_ENVIRONMENT = false;
  try {
    await vi.dynamicImportSettled();
    await new Promise<void>((resolve) => setTimeout(resolve, 0));
  } finally {
    actScope.IS_REACT_ACT_ENVIRONMENT = before;
  }
  await act(async () => {});
};

let errors: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  document.body.innerHTML = '';
});
afterEach(() => {
  vi.useRealTimers();
});

describe('readFallback: only what the shopper changed', () => {
  const FALLBACK = `<div id="root" data-island="x">
    <input name="qty" value="2"><input name="note" value="">
    <input type="hidden" name="token" value="t"><input type="submit" value="Go"><input type="file" name="f">
    <input name="locked" value="a" disabled>
    <input type="checkbox" name="gift" value="yes"><input type="checkbox" name="news" checked>
    <input type="radio" name="ship" value="std" checked><input type="radio" name="ship" value="fast">
    <select name="state"><option value="">Choose</option><option value="IL">Illinois</option></select>
    <select name="country"><option value="US">US</option><option value="CA" selected>Canada</option></select>
    <textarea name="msg">Hi</textarea>
    <div data-island="inner"><input name="inner" value="1"></div>
  </div>`;

  it('reads nothing from a fallback nobody touched (the server defaults, the first option of a list)', () => {
    document.body.innerHTML = FALLBACK;
    expect(readFallback($('#root'))).toEqual({ fields: [], focus: undefined });
  });

  it('reads each changed field with its key, leaving out hidden, buttons, files, disabled and nested islands', () => {
    document.body.innerHTML = FALLBACK;
    type_('[name=qty]', '5');
    type_('[name=locked]', 'b');
    type_('[name=inner]', '7');
    type_('[name=token]', 'forged');
    $('[name=gift]').checked = true;
    $('[name=news]').checked = false;
    $('[name=ship][value=fast]').checked = true;
    $('[name=state]').value = 'IL';
    $('[name=country]').value = 'US';
    type_('[name=msg]', 'Hello');
    const { fields } = readFallback($('#root'));
    expect(fields.map(({ name, value }) => [name, value])).toEqual([
      ['qty', '5'],
      ['gift', true],
      ['news', false],
      ['ship', true],
      ['state', 'IL'],
      ['country', 'US'],
      ['msg', 'Hello'],
    ]);
    expect(fields[3]).toMatchObject({ kind: 'radio', option: 'fast' });
  });

  it('reads the focused field and its caret, or the focused control', () => {
    document.body.innerHTML = FALLBACK + '<button id="away">Away</button>';
    const note = $<HTMLInputElement>('[name=note]');
    note.value = 'gift wrap';
    note.focus();
    note.setSelectionRange(2, 6);
    const carried = readFallback($('#root'));
    expect(carried.focus?.field).toBe(carried.fields[0]);
    expect(carried.focus?.selection).toEqual([2, 6]);
    // an untouched field that has the focus is carried as a focus only
    $<HTMLInputElement>('[name=qty]').focus();
    expect(readFallback($('#root'))).toMatchObject({ fields: [{ name: 'note' }], focus: { field: { name: 'qty' } } });
    $<HTMLInputElement>('[type=submit]').focus();
    expect(readFallback($('#root')).focus).toEqual({ control: expect.objectContaining({ text: 'go', submit: true }) });
    $<HTMLButtonElement>('#away').focus();
    expect(readFallback($('#root')).focus).toBeUndefined();
  });
});

describe('findField and findControl: the island counterpart', () => {
  it('by name (mapped when the island names it otherwise), else id, else the autocomplete token, of the same kind', () => {
    document.body.innerHTML = `<div id="root">
      <select name="qty"></select><input name="quantity" id="a"><input id="b" name="x1">
      <input name="y" autocomplete="section-1 shipping postal-code"><input type="radio" name="ship" value="std"><input type="radio" name="ship" value="fast">
    </div>`;
    const root = $('#root');
    const key = (name: string, extra = {}) => ({
      kind: 'text' as const,
      name,
      id: '',
      autocomplete: '',
      option: '',
      ...extra,
    });
    expect(findField(root, key('quantity'))?.id).toBe('a');
    expect(findField(root, key('qty'))).toBeUndefined(); // the select of that name is not a text field
    expect(findField(root, key('qty'), { qty: 'quantity' })?.id).toBe('a');
    expect(findField(root, key('nope', { id: 'b' }))?.id).toBe('b');
    expect(findField(root, key('zip', { autocomplete: 'postal-code' }))?.getAttribute('name')).toBe('y');
    expect(findField(root, key('quantity'), {}, new Set([$('#a')]))).toBeUndefined();
    const radio = (option: string) => findField(root, { ...key('ship'), kind: 'radio', option });
    expect(radio('fast')?.value).toBe('fast');
    expect(radio('express')).toBeUndefined();
  });

  it('a press: by name, id or address, then a submit by its text or the only one, then the text', () => {
    document.body.innerHTML = `<div id="fallback">
      <button id="s" name="go">Sign In</button><a id="l" href="/create">Create an Account</a><button id="o" type="button">Other</button>
      <input id="i" type="submit" value="Update"><form id="f"><input name="q"></form>
    </div>
    <div id="island"><form><a href="/create">Create</a><button type="button">Other</button><button>Cancel</button><button> Sign  in </button></form></div>`;
    const island = $('#island');
    const find = (id: string) => findControl(island, controlKey($(`#${id}`)));
    expect(find('s')?.textContent).toBe(' Sign  in ');
    expect(find('l')?.textContent).toBe('Create');
    expect(find('o')?.textContent).toBe('Other');
    // two submits, neither says 'Update': no guess
    expect(find('i')).toBeUndefined();
    island.innerHTML = `<form><input name="n"><button>Save</button></form>`;
    expect(find('i')?.textContent).toBe('Save');
    expect(find('f')?.textContent).toBe('Save');
    island.innerHTML = `<form id="only"><input name="n"></form>`;
    expect(find('f')?.id).toBe('only');
    island.innerHTML = `<button name="go">Log in</button>`;
    expect(find('s')?.textContent).toBe('Log in');
  });
});

/** A quantity field with the quantity rule [ref: quantity-selector#validation]: 1-99 digits; a refused value puts the last one back. */
function Quantity({ start, sent }: { start: number; sent?: string[] }) {
  const [value, setValue] = useState(String(start));
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const text = event.currentTarget.value;
    if (/^([1-9]\d?)?$/.test(text)) setValue(text);
    // Preact does not put a controlled value back by itself
    else event.currentTarget.value = value;
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    sent?.push(value);
  };
  return (
    <form onSubmit={onSubmit}>
      <label>
        Quantity <input name="quantity" value={value} onChange={onChange} maxLength={2} />
      </label>
      <button type="submit">Update</button>
    </form>
  );
}

describe("writeField: the island takes it as the shopper's edit", () => {
  function Fields() {
    const [text, setText] = useState('');
    const [list, setList] = useState('');
    const [box, setBox] = useState(false);
    return (
      <div id="root">
        <input name="text" value={text} onChange={(e) => setText(e.currentTarget.value.toUpperCase())} />
        <select name="list" value={list} onChange={(e) => setList(e.currentTarget.value)}>
          <option value="">Choose</option>
          <option value="IL">Illinois</option>
        </select>
        <input type="checkbox" name="box" checked={box} onChange={(e) => setBox(e.currentTarget.checked)} />
        <input name="ro" readOnly defaultValue="fixed" />
        <input name="off" disabled defaultValue="fixed" />
        <output>{`${text}|${list}|${box}`}</output>
      </div>
    );
  }
  const carried = (name: string, kind: 'text' | 'select' | 'checkbox', value: string | boolean) => ({
    kind,
    name,
    id: '',
    autocomplete: '',
    option: '',
    value,
  });

  it('its change handlers run (React sees past its value tracker); a read-only or disabled field takes nothing', async () => {
    const island = defineIsland({ name: 'fields', schema: type({}), component: Fields });
    document.body.innerHTML = '<div id="el"></div>';
    act(() => void island.mount($('#el'), { props: {} }));
    act(() => {
      writeField($('[name=text]'), carried('text', 'text', 'abc'));
      writeField($('[name=list]'), carried('list', 'select', 'IL'));
      writeField($('[name=box]'), carried('box', 'checkbox', true));
      writeField($('[name=ro]'), carried('ro', 'text', 'changed'));
      writeField($('[name=off]'), carried('off', 'text', 'changed'));
    });
    await settle();
    expect($('output')).toHaveTextContent('ABC|IL|true');
    expect($('[name=text]').value).toBe('ABC');
    expect($('[name=ro]').value).toBe('fixed');
    expect($('[name=off]').value).toBe('fixed');
  });
});

describe("defineIsland: the fallback's state goes into the island", () => {
  const sent: string[] = [];
  const Island = ({ start = 2 }: { start?: number }) => <Quantity start={start} sent={sent} />;
  const define = (extra: Partial<IslandDefinition<{ start?: number }>> = {}) =>
    defineIsland({ name: 'qty', schema: type({ start: optional(number()) }), component: Island, ...extra });
  const FALLBACK = `<form action="/legacy" method="post"><input type="number" name="quantity" value="2"><button id="send">Update</button></form>`;
  const mount = (island = define(), props = '{}', press?: string) => {
    document.body.innerHTML = `<div id="el" data-props='${props}'>${FALLBACK}</div><button id="away">Away</button>`;
    return (prepare: () => void = () => {}) => {
      prepare();
      const pressed = press ? $<Element>(press) : undefined;
      act(() => void island.mount($('#el'), { press: pressed }));
    };
  };
  beforeEach(() => void sent.splice(0));

  it("a quantity typed in the fallback is the island's, and a press on the fallback sends it once", async () => {
    mount(define(), '{}', '#send')(() => type_('[name=quantity]', '5'));
    await settle();
    expect($('[name=quantity]').value).toBe('5');
    expect(sent).toEqual(['5']);
    await settle();
    expect(sent).toEqual(['5']);
  });

  it('a quantity the island refuses (150) is refused as if typed', async () => {
    mount()(() => type_('[name=quantity]', '150'));
    await settle();
    expect($('[name=quantity]').value).toBe('15');
  });

  it("a value the island refuses outright (0) leaves the island's own", async () => {
    mount()(() => type_('[name=quantity]', '0'));
    await settle();
    expect($('[name=quantity]').value).toBe('2');
  });

  it("a server default the shopper did not touch does not overwrite the island's state", async () => {
    mount(define(), '{"start":3}')();
    await settle();
    expect($('[name=quantity]').value).toBe('3');
  });

  it("focus and caret come back to the island's field", async () => {
    document.body.innerHTML = `<div id="el"><input name="quantity" value="2"></div>`;
    const field = $<HTMLInputElement>('[name=quantity]');
    field.value = '42';
    field.focus();
    field.setSelectionRange(1, 1);
    act(() => void define().mount($('#el'), { props: {} }));
    await settle();
    const island = $<HTMLInputElement>('[name=quantity]');
    expect(island).not.toBe(field);
    expect(document.activeElement).toBe(island);
    expect(island.value).toBe('42');
    expect([island.selectionStart, island.selectionEnd]).toEqual([1, 1]);
  });

  it('leaves the focus where the shopper has moved it since', async () => {
    mount()(() => {
      $<HTMLInputElement>('[name=quantity]').focus();
    });
    $<HTMLButtonElement>('#away').focus();
    await settle();
    expect(document.activeElement).toBe($('#away'));
  });

  it('maps fallback names the island spells otherwise, and carries nothing with handoff: false', async () => {
    document.body.innerHTML = `<div id="el"><input name="qty" value="2"></div>`;
    type_('[name=qty]', '7');
    act(() => void define({ handoff: { fields: { qty: 'quantity' } } }).mount($('#el'), { props: {} }));
    await settle();
    expect($('[name=quantity]').value).toBe('7');
    document.body.innerHTML = `<div id="el"><input name="quantity" value="2"></div>`;
    type_('[name=quantity]', '7');
    act(() => void define({ handoff: false }).mount($('#el'), { props: {} }));
    await settle();
    expect($('[name=quantity]').value).toBe('2');
  });

  it('a password is carried, and never logged or stored', async () => {
    const Password = () => {
      const [value, setValue] = useState('');
      return <input type="password" name="password" value={value} onChange={(e) => setValue(e.currentTarget.value)} />;
    };
    const log = vi.spyOn(console, 'log');
    const warn = vi.spyOn(console, 'warn');
    const store = vi.spyOn(Storage.prototype, 'setItem');
    document.body.innerHTML = `<div id="el"><input type="password" name="password" value=""></div>`;
    type_('[name=password]', 'hunter2-secret');
    act(() => void defineIsland({ name: 'pw', schema: type({}), component: Password }).mount($('#el'), { props: {} }));
    await settle();
    expect($('[name=password]').value).toBe('hunter2-secret');
    for (const spy of [log, warn, errors, store]) expect(JSON.stringify(spy.mock.calls)).not.toContain('hunter2');
  });

  it('fields the island shows later (after loading, or behind its `reveal` control) get the values when they appear', async () => {
    const Later = () => {
      const [open, setOpen] = useState(false);
      return open ? (
        <Quantity start={2} sent={sent} />
      ) : (
        <button type="button" className="show" onClick={() => setOpen(true)}>
          Change
        </button>
      );
    };
    document.body.innerHTML = `<div id="el">${FALLBACK}</div>`;
    type_('[name=quantity]', '9');
    $<HTMLInputElement>('[name=quantity]').focus();
    const press = $<Element>('#send');
    act(
      () =>
        void defineIsland({ name: 'later', schema: type({}), component: Later, handoff: { reveal: '.show' } }).mount(
          $('#el'),
          { props: {}, press },
        ),
    );
    await settle();
    await settle();
    expect($('[name=quantity]').value).toBe('9');
    expect(document.activeElement).toBe($('[name=quantity]'));
    expect(sent).toEqual(['9']);
  });

  it('values wait for the fields a trigger of the same name as the press shows, then the press is made there', async () => {
    const Popup = () => {
      const [open, setOpen] = useState(false);
      return open ? (
        <Quantity start={2} sent={sent} />
      ) : (
        <button type="button" onClick={() => setOpen(true)}>
          Update
        </button>
      );
    };
    document.body.innerHTML = `<div id="el">${FALLBACK}</div>`;
    type_('[name=quantity]', '8');
    const press = $<Element>('#send');
    act(
      () =>
        void defineIsland({ name: 'popup', schema: type({}), component: Popup, handoff: { reveal: 'button' } }).mount(
          $('#el'),
          { props: {}, press },
        ),
    );
    await settle();
    await settle();
    expect($('[name=quantity]').value).toBe('8');
    expect(sent).toEqual(['8']);
  });

  it('a choice of a list waits for the option the island loads later', async () => {
    const States = () => {
      const [states, setStates] = useState<string[]>([]);
      const [state, setState] = useState('');
      useEffect(() => void setTimeout(() => setStates(['IL', 'NY'])), []);
      return (
        <>
          <select name="state" value={state} onChange={(e) => setState(e.currentTarget.value)}>
            <option value="">Choose</option>
            {states.map((code) => (
              <option key={code}>{code}</option>
            ))}
          </select>
          <output>{state}</output>
        </>
      );
    };
    document.body.innerHTML = `<div id="el"><select name="state"><option value="">Choose</option><option>NY</option></select></div>`;
    $('[name=state]').value = 'NY';
    act(
      () => void defineIsland({ name: 'states', schema: type({}), component: States }).mount($('#el'), { props: {} }),
    );
    await settle();
    await settle();
    expect($('output')).toHaveTextContent('NY');
  });

  it('a list of several choices takes every choice', async () => {
    const Rooms = () => {
      const [rooms, setRooms] = useState<string[]>([]);
      return (
        <>
          <select
            name="rooms"
            multiple
            value={rooms}
            onChange={(e) => setRooms([...e.currentTarget.selectedOptions].map((option) => option.value))}
          >
            <option>bed</option>
            <option>bath</option>
            <option>den</option>
          </select>
          <output>{rooms.join('+')}</output>
        </>
      );
    };
    document.body.innerHTML = `<div id="el"><select name="rooms" multiple><option>bed</option><option>bath</option><option>den</option></select></div>`;
    const rooms = $('[name=rooms]').options;
    rooms[0]!.selected = true;
    rooms[2]!.selected = true;
    act(() => void defineIsland({ name: 'rooms', schema: type({}), component: Rooms }).mount($('#el'), { props: {} }));
    await settle();
    expect($('output')).toHaveTextContent('bed+den');
  });

  it('waits for fields a while, then drops what found no place; a press with no control is logged once and dropped', async () => {
    vi.useFakeTimers();
    const Empty = () => <p>Nothing to type in</p>;
    document.body.innerHTML = `<div id="el">${FALLBACK}</div>`;
    type_('[name=quantity]', '9');
    const press = $<Element>('#send');
    act(
      () =>
        void defineIsland({ name: 'empty', schema: type({}), component: Empty }).mount($('#el'), { props: {}, press }),
    );
    await act(() => vi.dynamicImportSettled());
    act(() => void vi.advanceTimersByTime(HANDOFF_WAIT_MS - 1));
    expect(errors).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(2));
    expect(errors).toHaveBeenCalledTimes(1);
    expect(String(errors.mock.calls[0]?.[0])).toBe(
      'hearth: island "empty" has no control for the press "update" made before it mounted; it is dropped',
    );
  });

  it('an island that fails to render after mounting makes the held press as the page wrote it, once', async () => {
    const Broken = () => {
      throw new Error('no render');
    };
    const posts: string[] = [];
    const record = (event: Event) => {
      event.preventDefault();
      posts.push((event.target as HTMLFormElement).getAttribute('action')!);
    };
    document.addEventListener('submit', record);
    try {
      document.body.innerHTML = `<div id="el">${FALLBACK}</div>`;
      type_('[name=quantity]', '5');
      const press = $<Element>('#send');
      act(
        () =>
          void defineIsland({ name: 'broken', schema: type({}), component: Broken }).mount($('#el'), {
            props: {},
            press,
          }),
      );
      await settle();
      await settle();
      expect(posts).toEqual(['/legacy']);
      expect($('[name=quantity]').value).toBe('5');
    } finally {
      document.removeEventListener('submit', record);
    }
  });

  it('a press the island made is not made again by the page when the island fails later', async () => {
    /** Sends once, then fails to render. */
    const SendsThenBreaks = () => {
      const [broken, setBroken] = useState(false);
      if (broken) throw new Error('no render');
      return (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            sent.push('island');
            setBroken(true);
          }}
        >
          <button type="submit">Update</button>
        </form>
      );
    };
    const posts: string[] = [];
    const record = (event: Event) => {
      if (event.defaultPrevented) return;
      event.preventDefault();
      posts.push((event.target as HTMLFormElement).getAttribute('action')!);
    };
    document.addEventListener('submit', record);
    try {
      document.body.innerHTML = `<div id="el">${FALLBACK}</div>`;
      const press = $<Element>('#send');
      act(
        () =>
          void defineIsland({ name: 'breaks', schema: type({}), component: SendsThenBreaks }).mount($('#el'), {
            props: {},
            press,
          }),
      );
      for (let i = 0; i < 4; i++) await settle();
      expect(sent).toEqual(['island']);
      expect($('#send')).toBeInTheDocument();
      expect(posts).toEqual([]);
    } finally {
      document.removeEventListener('submit', record);
    }
  });

  it('stops when the island is unmounted before its fields appear', async () => {
    vi.useFakeTimers();
    const Empty = () => <p>Loading</p>;
    document.body.innerHTML = `<div id="el">${FALLBACK}</div>`;
    const press = $<Element>('#send');
    let handle: ReturnType<ReturnType<typeof defineIsland>['mount']> = null;
    act(
      () =>
        void (handle = defineIsland({ name: 'gone', schema: type({}), component: Empty }).mount($('#el'), {
          props: {},
          press,
        })),
    );
    await act(() => vi.dynamicImportSettled());
    act(() => handle!.unmount());
    act(() => void vi.advanceTimersByTime(HANDOFF_WAIT_MS + 1));
    expect(errors).not.toHaveBeenCalled();
  });
});
