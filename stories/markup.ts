/**
 * The markup a story ends in, written so that two runs, and the two renderers, write the same
 * text for the same page: the story tests compare it with the markup recorded for the story
 * (stories/__snapshots__), so a change to what a surface draws (an attribute, a text, a class, a
 * state's element) fails until it is reviewed and recorded (`npx vitest run stories -u`).
 *
 * - Ids are numbered in the order they appear (`id-1`, …), and every reference to one (`for`,
 *   `aria-labelledby`, `aria-describedby`, `aria-controls`, `href="#…"`, …) follows: React's
 *   `useId` and Preact's differ, and both count on from the stories before. What else `useId`
 *   made (a radio group's `name`) is numbered the same way (`uid-1`, …).
 * - A field's state is its property, not its attribute (`value`, `checked`, `selected`): React
 *   mirrors some of them into attributes and Preact does not. A hidden field's token (a name
 *   ending in 'Token') is written as `(a token)`: the demo backend makes a new one each time.
 * - The root's own children (a story's container, popups' portals) in an order of their tag and
 *   class, not the order their effects happened to mount them in.
 * - One element or text per line, its depth as its indent (no closing tags); attributes sorted by
 *   name; text trimmed, blank text left out; `<style>`, `<link>` and `<script>` left out.
 */

const SKIPPED = new Set(['STYLE', 'LINK', 'SCRIPT', 'NOSCRIPT']);
const FIELD_STATE = new Set(['value', 'checked', 'selected']);

/** What `useId` makes: React's (`_r_1f_`, `«r1f»`, `:r1f:`) and Preact's (`_h1f_`, `P0-1`). */
const GENERATED = /_r_[0-9a-z]+_|«r[0-9a-z]+»|:r[0-9a-z]+:|_h[0-9a-z]+_|\bP\d+-\d+\b/g;

const quote = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/\n/g, ' ');
const text = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/\s+/g, ' ').trim();

/** Attributes of `el` as recorded: sorted, ids numbered, a field's state from its properties. */
function attributesOf(
  el: Element,
  idOf: (id: string) => string | undefined,
  generated: (made: string) => string,
): string {
  const pairs: Array<[string, string]> = [];
  for (const { name, value } of Array.from(el.attributes)) {
    if (FIELD_STATE.has(name) && (el.tagName === 'INPUT' || el.tagName === 'OPTION' || el.tagName === 'TEXTAREA'))
      continue;
    // React writes `className=""` as an empty attribute, Preact leaves it out
    if ((name === 'class' || name === 'style') && value.trim() === '') continue;
    let written = value;
    if (name === 'href' && value.startsWith('#')) written = `#${idOf(value.slice(1)) ?? value.slice(1)}`;
    else if (name === 'id' || name === 'for' || name.startsWith('aria-') || name === 'list' || name === 'form')
      written = value
        .split(/\s+/)
        .map((token) => idOf(token) ?? token)
        .join(' ');
    pairs.push([name, written.replace(GENERATED, generated)]);
  }
  if (el.tagName === 'INPUT') {
    const input = el as HTMLInputElement;
    if (input.type === 'checkbox' || input.type === 'radio') {
      if (input.checked) pairs.push(['checked', '']);
    } else if (input.type === 'hidden' && /token$/i.test(input.name) && input.value !== '')
      pairs.push(['value', '(a token)']);
    else if (input.value !== '') pairs.push(['value', input.value]);
  }
  if (el.tagName === 'TEXTAREA' && (el as HTMLTextAreaElement).value !== '')
    pairs.push(['value', (el as HTMLTextAreaElement).value]);
  if (el.tagName === 'OPTION' && (el as HTMLOptionElement).selected) pairs.push(['selected', '']);
  pairs.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return pairs.map(([name, value]) => (value === '' ? ` ${name}` : ` ${name}="${quote(value)}"`)).join('');
}

/** The markup of `root`'s children, as recorded (above). */
export function recordedMarkup(root: Element): string {
  // what is mounted straight into the root (a story's own container, a popup's portal, a demo
  // provider's list) in an order of its kind and class: portals come in the order their effects ran
  const key = (el: Element) => `${el.tagName} ${el.getAttribute('class') ?? ''}`;
  const top = Array.from(root.children).sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
  const ids = new Map<string, string>();
  for (const el of top)
    [el, ...Array.from(el.querySelectorAll('[id]'))].forEach((withId) => {
      if (withId.id && !ids.has(withId.id)) ids.set(withId.id, `id-${ids.size + 1}`);
    });
  const idOf = (id: string) => ids.get(id);
  const made = new Map<string, string>();
  const generated = (value: string) => {
    if (!made.has(value)) made.set(value, `uid-${made.size + 1}`);
    return made.get(value)!;
  };
  const lines: string[] = [];
  const walk = (node: Node, depth: number) => {
    const pad = '  '.repeat(depth);
    if (node.nodeType === 3) {
      const written = text(node.textContent ?? '');
      if (written) lines.push(pad + written);
      return;
    }
    if (node.nodeType !== 1) return;
    const el = node as Element;
    if (SKIPPED.has(el.tagName)) return;
    const tag = el.tagName.toLowerCase();
    lines.push(`${pad}<${tag}${attributesOf(el, idOf, generated)}>`);
    // a textarea's text is its value (written above)
    if (el.tagName === 'TEXTAREA') return;
    const children = el.tagName === 'TEMPLATE' ? (el as HTMLTemplateElement).content.childNodes : el.childNodes;
    children.forEach((child) => walk(child, depth + 1));
  };
  top.forEach((child) => walk(child, 0));
  return lines.join('\n');
}

/** A story file's recorded markups, by story name: `=== Name ===` and the markup after it. */
export function parseRecorded(text: string): Map<string, string> {
  const out = new Map<string, string>();
  const parts = text.split(/^=== (.+) ===$/m);
  for (let i = 1; i < parts.length; i += 2) out.set(parts[i]!, parts[i + 1]!.replace(/^\n/, '').replace(/\n$/, ''));
  return out;
}

/** The text of a story file's recorded markups ({@link parseRecorded} reads it back). */
export function writeRecorded(markups: ReadonlyMap<string, string>): string {
  return `${[...markups].map(([name, markup]) => `=== ${name} ===\n${markup}`).join('\n')}\n`;
}
