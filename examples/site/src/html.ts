/**
 * HTML building for the legacy-style pages. Every interpolated value is escaped unless it is
 * already `SafeHtml` (the output of `html` or `jsonScript`), so a template cannot forget it.
 */

/** A string of markup that is already safe to emit. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for element content and for quoted attributes (single or double quotes). */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => ENTITIES[ch] ?? ch);
}

function render(value: unknown): string {
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  if (value === null || value === undefined || value === false) return '';
  return escapeHtml(String(value));
}

/** Tagged template: escapes each interpolation; arrays are joined; null/undefined/false vanish. */
export function html(strings: TemplateStringsArray, ...values: unknown[]): SafeHtml {
  let out = strings[0] ?? '';
  for (let i = 0; i < values.length; i++) out += render(values[i]) + (strings[i + 1] ?? '');
  return new SafeHtml(out);
}

/** Markup from a trusted constant (e.g. a deliberately broken JSON test fixture). */
export function trusted(markup: string): SafeHtml {
  return new SafeHtml(markup);
}

/**
 * JSON for a `<script type="application/json">` block: `<` is escaped so the data cannot
 * close the script element, and U+2028/2029 so it stays valid if ever read as JS.
 */
export function jsonScript(value: unknown): SafeHtml {
  const json = JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return new SafeHtml(json);
}

/** JSON for an attribute such as `data-props='…'`; `html` escapes it (`'` becomes `&#39;`). */
export function props(value: unknown): string {
  return JSON.stringify(value);
}
