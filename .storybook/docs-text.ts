/**
 * Docs text as a designer reads it. The packages' JSDoc cites the project's reference for the
 * people who maintain them (`[ref: cart#calls]`: a section of docs/reference/cart.md); Storybook
 * does not carry those pages, and the text around a citation already says what the component
 * does, so the docs pages show the component and prop descriptions without them (a link would
 * lead a designer out of Storybook into the repository; see docs/decisions.md).
 */

/** One citation, as scripts/reference/reference.mjs reads them: `[ref: cart#calls, #errors]`. */
const CITE = String.raw`\[ref: (?:[a-z0-9#]|README)[^\]\n]*\]`;

const OPENS_PARENTHESIS = new RegExp(String.raw`\(\s*${CITE}\s*[,;:]?\s*`, 'g');
const CLOSES_PARENTHESIS = new RegExp(String.raw`\s*[,;]\s*${CITE}(?=\s*\))`, 'g');
const LEADING = new RegExp(String.raw`^(\s*)${CITE}\s*[,;:]?\s*`);
const ANYWHERE = new RegExp(String.raw`\s*${CITE}`, 'g');

/** Whether a text still cites the reference (or the old section form, `§4`). */
export function citesReference(text: string): boolean {
  return text.includes('§') || new RegExp(CITE).test(text);
}

/**
 * The text without citations of the reference: a citation opening a parenthesis goes with its
 * separator and the words stay, one closing a parenthesis after a comma goes, a leading one goes
 * (and the sentence starts with a capital), any other goes with the space before it.
 */
export function withoutCitations(text: string): string {
  if (!text.includes('[ref: ')) return text;
  const out = text
    .replace(OPENS_PARENTHESIS, '(')
    .replace(CLOSES_PARENTHESIS, '')
    .replace(LEADING, '$1')
    .replace(ANYWHERE, '')
    .replace(/\s*\(\s*\)/g, '');
  return out.replace(/^(\s*)([a-z])/, (_, space: string, first: string) => space + first.toUpperCase());
}
