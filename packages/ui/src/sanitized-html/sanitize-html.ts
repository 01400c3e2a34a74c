/**
 * An allow-list HTML sanitizer that works on strings, the same on the server and in the browser
 * (issue 23: a server-rendered SanitizedHtml shows the same HTML the browser hydrates).
 *
 * It does not filter the input: it reads it as tags, attributes and text, and writes new HTML
 * from what it allows. Every text is escaped, every kept attribute is double-quoted and escaped,
 * every kept element is an ordinary one (no raw-text element such as script, style or textarea,
 * no SVG or MathML, no template), and every element is closed. However the input was written, the
 * browser reads the output as the tree it describes: a trick that fools the reader can only lose
 * text, never bring in markup. URL attributes are checked on the value the browser will see.
 */

/** Elements kept: text, headings, lists, links, images, tables and their inline markup. */
const TAGS = new Set(
  (
    'a abbr address article aside b bdi bdo blockquote br caption cite code col colgroup dd del details dfn div dl dt ' +
    'em figcaption figure footer h1 h2 h3 h4 h5 h6 header hr i img ins kbd li mark ol p pre q s samp section small ' +
    'span strong sub summary sup table tbody td tfoot th thead time tr u ul var wbr'
  ).split(' '),
);
/** Kept elements that have no content and no end tag. */
const VOID = new Set(['br', 'col', 'hr', 'img', 'wbr']);
/** Elements dropped with everything inside them (their content is not text a shopper should read). */
const DROP_CONTENT = new Set([
  'script',
  'style',
  'template',
  'textarea',
  'title',
  'xmp',
  'iframe',
  'noembed',
  'noframes',
  'noscript',
  'select',
  'object',
  'svg',
  'math',
]);
/** Elements whose content the HTML parser reads as raw text up to their end tag. */
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title', 'xmp', 'iframe', 'noembed', 'noframes', 'noscript']);

/** Attributes kept on any kept element. */
const GLOBAL_ATTRIBUTES = new Set(['class', 'title', 'lang', 'dir']);
/** Attributes kept on one element. */
const ELEMENT_ATTRIBUTES: Record<string, readonly string[]> = {
  a: ['href', 'target', 'hreflang'],
  img: ['src', 'alt', 'width', 'height', 'loading'],
  td: ['colspan', 'rowspan', 'headers'],
  th: ['colspan', 'rowspan', 'headers', 'scope', 'abbr'],
  col: ['span'],
  colgroup: ['span'],
  ol: ['start', 'reversed', 'type'],
  li: ['value'],
  time: ['datetime'],
  blockquote: ['cite'],
  q: ['cite'],
  del: ['cite', 'datetime'],
  ins: ['cite', 'datetime'],
  details: ['open'],
};
const URL_ATTRIBUTES = new Set(['href', 'src', 'cite']);
/** http(s), mailto, tel, and addresses without a scheme (relative, `#…`, `/…`). */
const SAFE_URL = /^(?:https?:|mailto:|tel:|\/|#|\.|[^:]*$)/i;

const NAMED_REFERENCES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  colon: ':',
  tab: '\t',
  newline: '\n',
  sol: '/',
  period: '.',
  comma: ',',
  lpar: '(',
  rpar: ')',
  equals: '=',
  quest: '?',
  num: '#',
  percnt: '%',
  plus: '+',
};

/**
 * The value of an attribute as written: character references with their semicolon decoded
 * (numeric ones, and the named ones above). One the reader leaves alone is written back escaped
 * (`&amp;…`), so the browser sees exactly the value checked here.
 */
function decodeAttribute(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z][a-z0-9]*);/gi, (whole, ref: string) => {
    if (ref[0] !== '#') return NAMED_REFERENCES[ref.toLowerCase()] ?? whole;
    const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
    return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : '\ufffd';
  });
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Text as written, with `<` and `>` escaped and every `&` that starts no character reference. */
const escapeText = (text: string) =>
  text
    .replace(/&(?!(?:#x[0-9a-f]+|#[0-9]+|[a-z][a-z0-9]*);)/gi, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');

interface Tag {
  name: string;
  end: boolean;
  attributes: Array<[string, string]>;
  /** Index just after the tag's `>`. */
  next: number;
}

const SPACE = /[\t\n\f\r ]/;

/** Reads the tag starting at `html[start] === '<'`, or null when the `<` starts no tag (it is text). */
function readTag(html: string, start: number): Tag | null {
  const end = html[start + 1] === '/';
  let i = start + (end ? 2 : 1);
  if (!/[a-z]/i.test(html[i] ?? '')) return null;
  const nameStart = i;
  while (i < html.length && !SPACE.test(html[i]!) && html[i] !== '/' && html[i] !== '>') i++;
  const name = html.slice(nameStart, i).toLowerCase();
  const attributes: Array<[string, string]> = [];
  for (;;) {
    while (i < html.length && (SPACE.test(html[i]!) || html[i] === '/')) i++;
    if (i >= html.length) return { name, end, attributes, next: html.length };
    if (html[i] === '>') return { name, end, attributes, next: i + 1 };
    const attrStart = i;
    i++; // a first `=` belongs to the name
    while (i < html.length && !SPACE.test(html[i]!) && !'/>='.includes(html[i]!)) i++;
    const attrName = html.slice(attrStart, i).toLowerCase();
    while (i < html.length && SPACE.test(html[i]!)) i++;
    let value = '';
    if (html[i] === '=') {
      i++;
      while (i < html.length && SPACE.test(html[i]!)) i++;
      const quote = html[i];
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, i + 1);
        const stop = close === -1 ? html.length : close;
        value = html.slice(i + 1, stop);
        i = stop + 1;
      } else {
        const valueStart = i;
        while (i < html.length && !SPACE.test(html[i]!) && html[i] !== '>') i++;
        value = html.slice(valueStart, i);
      }
    }
    attributes.push([attrName, value]);
  }
}

/** The kept attributes of a start tag, written out (with a leading space each). */
function writeAttributes(name: string, attributes: ReadonlyArray<[string, string]>): string {
  const allowed = ELEMENT_ATTRIBUTES[name] ?? [];
  const seen = new Set<string>();
  let out = '';
  let blank = false;
  for (const [attr, raw] of attributes) {
    if (seen.has(attr) || !(GLOBAL_ATTRIBUTES.has(attr) || allowed.includes(attr))) continue;
    seen.add(attr);
    const value = decodeAttribute(raw);
    if (URL_ATTRIBUTES.has(attr) && !SAFE_URL.test(value.replace(/[\s\u0000-\u001f]/g, ''))) continue;
    if (attr === 'target' && value.toLowerCase() === '_blank') blank = true;
    if (attr === 'rel') continue;
    out += ` ${attr}="${escapeAttribute(value)}"`;
  }
  // Without rel=noopener a page opened in a new window could reach window.opener.
  if (blank) out += ' rel="noopener noreferrer"';
  return out;
}

/**
 * Makes server HTML safe to insert (e.g. the content behind a cart `popupUrl`, 000 §4): text,
 * headings, lists, links, images and tables stay; scripts, styles, forms, frames, SVG, comments,
 * event-handler and style attributes, ids and `javascript:` (or any other scheme's) URLs go.
 * Links that open a new window get `rel="noopener noreferrer"`. Works without a DOM, so server
 * rendering and the browser give the same string.
 *
 * @param html - untrusted HTML.
 * @returns HTML safe for `innerHTML`.
 */
export function sanitizeHtml(html: string): string {
  if (typeof html !== 'string' || html === '') return '';
  const open: string[] = [];
  let out = '';
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    const textEnd = lt === -1 ? html.length : lt;
    if (textEnd > i) out += escapeText(html.slice(i, textEnd));
    if (lt === -1) break;
    if (html.startsWith('<!--', lt)) {
      const close = html.indexOf('-->', lt + 4);
      i = close === -1 ? html.length : close + 3;
      continue;
    }
    if (html[lt + 1] === '!' || html[lt + 1] === '?') {
      const close = html.indexOf('>', lt);
      i = close === -1 ? html.length : close + 1;
      continue;
    }
    const tag = readTag(html, lt);
    if (!tag) {
      out += '&lt;';
      i = lt + 1;
      continue;
    }
    i = tag.next;
    if (tag.end) {
      const at = open.lastIndexOf(tag.name);
      if (at !== -1) while (open.length > at) out += `</${open.pop()}>`;
      continue;
    }
    if (tag.name === 'plaintext') break; // the rest of the input is its text: dropped
    if (DROP_CONTENT.has(tag.name)) {
      i = skipElement(html, tag.name, i);
      continue;
    }
    if (!TAGS.has(tag.name)) continue;
    out += `<${tag.name}${writeAttributes(tag.name, tag.attributes)}>`;
    if (!VOID.has(tag.name)) open.push(tag.name);
  }
  while (open.length > 0) out += `</${open.pop()}>`;
  return out;
}

/** Where the dropped element `name` whose start tag ends at `from` ends (after its end tag). */
function skipElement(html: string, name: string, from: number): number {
  const lower = html.toLowerCase();
  if (RAW_TEXT.has(name)) {
    const close = lower.indexOf(`</${name}`, from);
    if (close === -1) return html.length;
    const gt = html.indexOf('>', close);
    return gt === -1 ? html.length : gt + 1;
  }
  // nested elements of the same name: count them
  let depth = 1;
  let i = from;
  while (depth > 0) {
    const lt = html.indexOf('<', i);
    if (lt === -1) return html.length;
    const tag = readTag(html, lt);
    if (!tag) {
      i = lt + 1;
      continue;
    }
    i = tag.next;
    if (tag.name === name) depth += tag.end ? -1 : 1;
    else if (!tag.end && RAW_TEXT.has(tag.name)) i = skipElement(html, tag.name, i);
  }
  return i;
}
