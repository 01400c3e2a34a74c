/**
 * The hand-off from an island's server HTML to the island ([ref: script-tag#what-the-shopper-did-in-the-fallback-hand-off]: what a shopper typed,
 * checked or focused in the fallback is still there once the island has mounted), as
 * functions over a DOM tree: what the shopper changed in the fallback, read before the island
 * replaces it, and the island's field or control each piece goes to. `handoff.ts` runs them when
 * an island mounts. Values stay in memory: nothing here logs, stores or dispatches them (a
 * password is carried like any other field). Every page with an island pays for this code, so it
 * is written small.
 */

/** How a field takes a value: typed text, a checkbox, one radio of a group, or a list's choice. */
export type FieldKind = 'text' | 'checkbox' | 'radio' | 'select';

/** Fallback field names → the island's, from an island's `handoff.fields` (`{ qty: 'quantity' }`). */
export type FieldNames = Readonly<Record<string, string>>;

/** What finds a field's counterpart: its `name`, else its `id`, else its `autocomplete` token. */
export interface FieldKey {
  kind: FieldKind;
  name: string;
  id: string;
  /** The last token of `autocomplete` (`shipping postal-code` → `postal-code`), '' for on and off. */
  autocomplete: string;
  /** A checkbox's or radio's own `value`: which one of a group it is. */
  option: string;
}

/** A field the shopper changed in the fallback, and how they left it. */
export interface CarriedField extends FieldKey {
  /** The text, a single list's value, a multiple list's values, or whether a box is checked. */
  value: string | string[] | boolean;
}

/** What finds a button or link's counterpart in the island. */
export interface ControlKey {
  name: string;
  id: string;
  /** Its text (or value, or aria-label), spaces collapsed, lower case. */
  text: string;
  /** A link's resolved address. */
  href: string;
  /** It sends its form (a submit button, or the form itself for Enter in a form without one). */
  submit: boolean;
}

/** Where the focus was in the fallback: a field (with the caret or selection of a text field) or a control. */
export interface CarriedFocus {
  field?: FieldKey | undefined;
  control?: ControlKey | undefined;
  /** The caret or selection; absent where the type has none (email, number). */
  selection?: [start: number, end: number] | undefined;
}

/** Everything {@link readFallback} found. */
export interface Carried {
  fields: CarriedField[];
  focus?: CarriedFocus | undefined;
}

/** An input, select or textarea. */
export type FormField = HTMLInputElement & HTMLSelectElement & HTMLTextAreaElement;

const FIELDS = 'input,select,textarea';
const CONTROLS = 'a[href],button,input[type=submit],input[type=image],input[type=button]';

/** The kind of a form field; `null` for inputs nobody types into (hidden, buttons, files). */
export function fieldKind(el: FormField): FieldKind | null {
  const type: string = el.type;
  // Stryker disable next-line Regex: the DOM gives an input one of its known types, none of which holds these words but themselves
  if (/^(hidden|submit|button|reset|image|file)$/.test(type)) return null;
  return type === 'checkbox' || type === 'radio' ? type : type.startsWith('select') ? 'select' : 'text';
}

const autocompleteOf = (el: Element): string => {
  // Stryker disable next-line Regex: once trimmed, the last piece is the last token however many spaces part them
  const token = (el.getAttribute('autocomplete') ?? '').trim().toLowerCase().split(/\s+/).pop()!;
  return token === 'on' || token === 'off' ? '' : token;
};

const keyOf = (el: FormField, kind: FieldKind): FieldKey => ({
  kind,
  name: el.getAttribute('name') ?? '',
  id: el.id,
  autocomplete: autocompleteOf(el),
  option: kind === 'checkbox' || kind === 'radio' ? el.value : '',
});

/** Whether the shopper changed `el` from what the server wrote (defaultValue, defaultChecked, defaultSelected). */
export function isChanged(el: FormField, kind: FieldKind): boolean {
  if (kind === 'text') return el.value !== el.defaultValue;
  // a radio checked by the server carries nothing: the one the shopper checked instead carries its group
  // (the `checked` and `selected` attributes are what defaultChecked and defaultSelected reflect)
  if (kind !== 'select') return el.checked !== el.hasAttribute('checked') && (kind === 'checkbox' || el.checked);
  const options = [...el.options];
  const written = (option: HTMLOptionElement) => option.hasAttribute('selected');
  if (el.multiple) return options.some((option) => option.selected !== written(option));
  // the server's choice: the last option written `selected`, else the first enabled one
  const chosen = options.filter(written).pop() ?? options.find((option) => !option.disabled);
  return options[el.selectedIndex] !== chosen;
}

/** The key of a button or link, or of a form sent by Enter. */
export function controlKey(el: Element): ControlKey {
  const { type, value, href = '' } = el as HTMLInputElement & HTMLAnchorElement;
  const text = (el.localName === 'input' ? value : el.textContent) || el.getAttribute('aria-label') || '';
  return {
    name: el.getAttribute('name') ?? '',
    id: el.id,
    text: text.replace(/\s+/g, ' ').trim().toLowerCase(),
    href,
    // Stryker disable next-line Regex: a button's or input's type is one of the DOM's known types, none holding these words but themselves
    submit: el.localName === 'form' || (el.localName !== 'a' && /^(submit|image)$/.test(type)),
  };
}

/**
 * What the shopper changed in `root` (the fallback, before the island replaces it): each changed
 * field, and the focused field (with its caret) or control. Fields of islands nested in it are
 * theirs, not its.
 */
export function readFallback(root: Element, active: Element | null = root.ownerDocument.activeElement): Carried {
  const fields: CarriedField[] = [];
  let focus: CarriedFocus | undefined;
  for (const el of root.querySelectorAll<FormField>(FIELDS)) {
    const kind = fieldKind(el);
    const owner = el.parentElement!.closest('[data-island]');
    if (!kind || el.disabled || (owner !== root && root.contains(owner))) continue;
    let carried: CarriedField | undefined;
    if (isChanged(el, kind)) {
      const value =
        kind === 'select' && el.multiple
          ? [...el.selectedOptions].map((option) => option.value)
          : kind === 'text' || kind === 'select'
            ? el.value
            : el.checked;
      fields.push((carried = { ...keyOf(el, kind), value }));
    }
    if (el === active) {
      // types without a caret (email, number) answer null or throw
      let selection: CarriedFocus['selection'];
      try {
        if (el.selectionStart !== null) selection = [el.selectionStart, el.selectionEnd!];
      } catch {
        // no caret: the focus is what is kept
      }
      focus = { field: carried ?? keyOf(el, kind), selection };
    }
  }
  // Stryker disable next-line ConditionalExpression,LogicalOperator: a focused field (above) is never a control (the inputs that are carry no value), so `!focus` only spares the check
  if (!focus && active !== root && root.contains(active) && active!.matches(CONTROLS))
    focus = { control: controlKey(active!) };
  return { fields, focus };
}

/** The island's name for a fallback `name`. */
const mapped = (name: string, names: FieldNames): string => (Object.hasOwn(names, name) ? names[name]! : name);

/**
 * The island's field for `key` in `root`, not one of `used`: by `name` (through `names`), else
 * `id`, else `autocomplete`, of the same kind (a text field for text, a list for a list). A radio
 * must have the same value; a checkbox prefers it.
 */
export function findField(
  root: Element,
  key: FieldKey,
  names: FieldNames = {},
  used: ReadonlySet<Element> = new Set(),
): FormField | undefined {
  const fields = [...root.querySelectorAll<FormField>(FIELDS)].filter(
    (el) => !used.has(el) && fieldKind(el) === key.kind,
  );
  const ways: Array<[string, (el: FormField) => string]> = [
    // Stryker disable next-line StringLiteral: a field with no name matches no wanted name either way (an empty one is not looked for)
    [mapped(key.name, names), (el) => el.getAttribute('name') ?? ''],
    [key.id, (el) => el.id],
    [key.autocomplete, autocompleteOf],
  ];
  for (const [wanted, of] of ways) {
    const hits = wanted ? fields.filter((el) => of(el) === wanted) : [];
    const hit = key.option
      ? (hits.find((el) => el.value === key.option) ?? (key.kind === 'checkbox' && hits.length === 1 && hits[0]))
      : hits[0];
    if (hit) return hit;
  }
  return undefined;
}

/** Whether `el` can take `field` now: a list needs an option of that value (it may come with a later render). */
export const canTake = (el: FormField, field: CarriedField): boolean =>
  field.kind !== 'select' || el.multiple || [...el.options].some((option) => option.value === field.value);

/**
 * Writes `field` into the island's `el` as the shopper would: a click on a checkbox or radio; for
 * text and lists the platform's own value setter (past the one React puts on each element to
 * track edits), then `input` and `change`, so the island's own rules run (React's and Preact's
 * change handlers both see it; a value the island refuses is refused). A disabled or read-only
 * field takes nothing, and text is cut to `maxlength`, as when typed.
 */
export function writeField(el: FormField, field: CarriedField): void {
  const { value } = field;
  if (el.disabled || el.readOnly) return;
  if (typeof value === 'boolean') {
    if (el.checked !== value) el.click();
    return;
  }
  if (Array.isArray(value)) for (const option of el.options) option.selected = value.includes(option.value);
  else {
    let proto = Object.getPrototypeOf(el);
    while (!Object.hasOwn(proto, 'value')) proto = Object.getPrototypeOf(proto);
    Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(
      el,
      el.maxLength >= 0 ? value.slice(0, el.maxLength) : value,
    );
  }
  el.dispatchEvent(new Event('input', { bubbles: true }));
  el.dispatchEvent(new Event('change', { bubbles: true }));
}

/**
 * The island's control for a press on the fallback's `key`: by `name` (through `names`), else
 * `id`, else a link to the same address; for a submit, the island's submit button of the same
 * text, else its only one, else its only form (Enter in a form without a button); else a button
 * or link of the same text.
 */
export function findControl(root: Element, key: ControlKey, names: FieldNames = {}): Element | undefined {
  const controls = [...root.querySelectorAll(CONTROLS)];
  const name = mapped(key.name, names);
  const sameText = (el: Element) => key.text !== '' && controlKey(el).text === key.text;
  const submits = key.submit ? controls.filter((el) => controlKey(el).submit) : [];
  const forms = root.querySelectorAll('form');
  return ((name && controls.find((el) => el.getAttribute('name') === name)) ||
    (key.id && controls.find((el) => el.id === key.id)) ||
    (key.href && controls.find((el) => (el as HTMLAnchorElement).href === key.href)) ||
    submits.find(sameText) ||
    (submits.length === 1 && submits[0]) ||
    (key.submit && !submits.length && forms.length === 1 && forms[0]) ||
    controls.find(sameText)) as Element | undefined;
}
