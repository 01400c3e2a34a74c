import { afterEach, describe, expect, it } from 'vitest';
import {
  controlKey,
  fieldKind,
  findControl,
  findField,
  isChanged,
  readFallback,
  writeField,
  type CarriedField,
  type FieldKey,
  type FormField,
} from './handoff-logic';

/**
 * The hand-off's pure functions, each rule on its own [ref: script-tag#what-the-shopper-did-in-the-fallback-hand-off]:
 * the keys read from the fallback, which counterpart the island's field or control is, and how a
 * value is written. handoff.test.tsx walks them through mounted islands on both renderers.
 */

const $ = <T extends Element = FormField>(selector: string) => document.querySelector<T>(selector)!;
const html = (markup: string) => void (document.body.innerHTML = markup);
const textKey = (extra: Partial<FieldKey> = {}): FieldKey => ({
  kind: 'text',
  name: '',
  id: '',
  autocomplete: '',
  option: '',
  ...extra,
});

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the keys read from the fallback', () => {
  it('a field: its name, id, the last token of autocomplete (lower case, on and off as none), and a box its value', () => {
    html(`<div id="root">
      <input id="zip" autocomplete=" Shipping  Postal-Code ">
      <input name="a" autocomplete="on"><input name="b" autocomplete="off">
      <input type="checkbox" name="color" value="blue">
    </div>`);
    $('#zip').value = '60601';
    $('[name=a]').value = 'x';
    $('[name=b]').value = 'y';
    $('[name=color]').checked = true;
    expect(readFallback($('#root')).fields).toEqual([
      { kind: 'text', name: '', id: 'zip', autocomplete: 'postal-code', option: '', value: '60601' },
      { kind: 'text', name: 'a', id: '', autocomplete: '', option: '', value: 'x' },
      { kind: 'text', name: 'b', id: '', autocomplete: '', option: '', value: 'y' },
      { kind: 'checkbox', name: 'color', id: '', autocomplete: '', option: 'blue', value: true },
    ]);
  });

  it('a list of several choices: changed when its choices differ from those the server wrote', () => {
    html(`<div id="root"><select name="rooms" multiple>
      <option value="den" selected>Den</option><option value="hall">Hall</option><option value="nook">Nook</option>
    </select></div>`);
    const rooms = $('[name=rooms]');
    expect(isChanged(rooms, 'select')).toBe(false);
    expect(readFallback($('#root')).fields).toEqual([]);
    rooms.options[2]!.selected = true;
    expect(isChanged(rooms, 'select')).toBe(true);
    expect(readFallback($('#root')).fields).toEqual([
      { kind: 'select', name: 'rooms', id: '', autocomplete: '', option: '', value: ['den', 'nook'] },
    ]);
  });

  it('a text field that takes several addresses (email, multiple) carries its text', () => {
    html(`<div id="root"><input type="email" name="to" multiple></div>`);
    $('[name=to]').value = 'a@example.com,b@example.com';
    expect(readFallback($('#root')).fields).toEqual([
      { kind: 'text', name: 'to', id: '', autocomplete: '', option: '', value: 'a@example.com,b@example.com' },
    ]);
  });

  it('a focused field whose type has no caret carries the focus alone, no selection', () => {
    html(`<div id="root"><input type="number" name="qty" value="1"></div>`);
    $<HTMLInputElement>('[name=qty]').focus();
    const { focus } = readFallback($('#root'));
    expect(focus?.field).toMatchObject({ name: 'qty' });
    expect(focus?.selection).toBeUndefined();
  });

  it('the island root itself focused is no control of its fallback', () => {
    html(`<a id="root" href="/cart" data-island="x">Cart</a>`);
    $<HTMLAnchorElement>('#root').focus();
    expect(readFallback($('#root')).focus).toBeUndefined();
  });

  it('a control: its name, id, text (spaces collapsed, lower case, else its aria-label), address and whether it sends its form', () => {
    html(`<form id="form">
      <button id="send" name="go"> Add  to
        Cart </button>
      <button id="icon" type="button" aria-label="Close Dialog"></button>
      <input id="image" type="image" alt="Search">
      <a id="link" href="/cart" type="image">Cart</a>
    </form>`);
    expect(controlKey($('#send'))).toEqual({ name: 'go', id: 'send', text: 'add to cart', href: '', submit: true });
    expect(controlKey($('#icon'))).toEqual({ name: '', id: 'icon', text: 'close dialog', href: '', submit: false });
    expect(controlKey($('#image')).submit).toBe(true);
    // a link never sends a form, whatever its type attribute (a MIME type hint) says
    expect(controlKey($('#link'))).toMatchObject({ submit: false, href: `${location.origin}/cart` });
    expect(controlKey($('#form')).submit).toBe(true);
  });

  it('the types nobody types into carry nothing', () => {
    html(
      ['hidden', 'submit', 'button', 'reset', 'image', 'file', 'text', 'search', 'checkbox', 'radio']
        .map((type) => `<input type="${type}">`)
        .join('') + '<select></select><textarea></textarea>',
    );
    expect([...document.querySelectorAll<FormField>('input,select,textarea')].map(fieldKind)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
      'text',
      'text',
      'checkbox',
      'radio',
      'select',
      'text',
    ]);
  });
});

describe("the island's counterpart", () => {
  it('a field with no name, id or autocomplete finds none (two blank keys are not a match)', () => {
    html(`<div id="root"><input id="x"></div>`);
    $('#x').removeAttribute('id');
    expect(findField($('#root'), textKey())).toBeUndefined();
  });

  it('a checkbox: the one of the same value, else the only one of that name; a radio only of the same value', () => {
    html(`<div id="root">
      <input type="checkbox" name="color" value="red"><input type="checkbox" name="color" value="blue">
      <input type="checkbox" name="gift" value="1">
      <input type="radio" name="ship" value="std">
    </div>`);
    const root = $('#root');
    const box = (name: string, option: string) => findField(root, textKey({ kind: 'checkbox', name, option }));
    expect(box('color', 'blue')?.value).toBe('blue');
    expect(box('color', 'green')).toBeUndefined();
    // the server's box said `on`, the island's says `1`: the only one of the name
    expect(box('gift', 'on')?.value).toBe('1');
    expect(findField(root, textKey({ kind: 'radio', name: 'ship', option: 'fast' }))).toBeUndefined();
  });

  it('a press on a control with no text matches no control by its (empty) text', () => {
    html(`<button id="bare" type="button"></button><div id="island"><button type="button"></button></div>`);
    expect(controlKey($('#bare')).text).toBe('');
    expect(findControl($('#island'), controlKey($('#bare')))).toBeUndefined();
  });

  it("a submit goes to the island's only submit button, not to its links", () => {
    html(`<div id="island"><a href="/help">Help</a><button>Send</button></div>`);
    const press = { name: '', id: '', text: 'go', href: '', submit: true };
    expect(findControl($('#island'), press)?.textContent).toBe('Send');
  });
});

describe('writing a value as the shopper would', () => {
  const carried = (value: CarriedField['value'], kind: CarriedField['kind'] = 'text'): CarriedField => ({
    ...textKey({ kind }),
    value,
  });

  it('a box already as carried is left as it is (no click toggles it back)', () => {
    html(`<input type="checkbox" checked>`);
    const box = $('input');
    writeField(box, carried(true, 'checkbox'));
    expect(box.checked).toBe(true);
  });

  it("past the element's own class: a field whose class extends the platform's takes the platform's setter", () => {
    html(`<input name="q">`);
    const field = $('[name=q]');
    // a class between the element and HTMLInputElement, with no `value` of its own
    Object.setPrototypeOf(field, Object.create(HTMLInputElement.prototype));
    writeField(field, carried('sofa'));
    expect(field.value).toBe('sofa');
  });

  it('text is cut to maxlength, 0 included', () => {
    html(`<input maxlength="0"><input maxlength="3">`);
    const [none, three] = document.querySelectorAll<FormField>('input');
    writeField(none!, carried('abc'));
    writeField(three!, carried('abcdef'));
    expect([none!.value, three!.value]).toEqual(['', 'abc']);
  });

  it('an input event and a change event that bubble (a renderer listens at its root)', () => {
    html(`<form><input name="q"></form>`);
    const seen: string[] = [];
    for (const type of ['input', 'change']) $('form').addEventListener(type, (event) => seen.push(event.type));
    writeField($('[name=q]'), carried('sofa'));
    expect(seen).toEqual(['input', 'change']);
  });
});
