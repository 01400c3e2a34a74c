/**
 * Docs text as a designer reads it. The packages' JSDoc cites the specification's sections for
 * the people who maintain them ("(001 §2, §4, §5)", "CONTRACT §6"); in Storybook those citations
 * mean nothing, and the text around them already says what the component does. The docs pages
 * show the component descriptions and prop descriptions without them.
 */

/** One citation: `001 §2`, `§4-§5`, `CONTRACT §6`, `000 §4.2`. */
const CITE = String.raw`(?:\b(?:\d{3}|CONTRACT)\s+)?§\s?\d+(?:\.\d+)?(?:\s?[-–]\s?§?\s?\d+(?:\.\d+)?)?`;
/** Citations in a row: `000 §2, §4-§5, §8-§9; 002 §2-§4`. */
const GROUP = String.raw`${CITE}(?:\s*[,;]?\s*(?:and\s+)?${CITE})*`;

const WHOLE_PARENTHESIS = new RegExp(String.raw`\s*\(\s*${GROUP}\s*\)`, 'g');
const OPENS_PARENTHESIS = new RegExp(String.raw`\(\s*${GROUP}\s*[,;:]?\s*`, 'g');
const CLOSES_PARENTHESIS = new RegExp(String.raw`\s*[,;]\s*${GROUP}\s*\)`, 'g');
const ANYWHERE = new RegExp(String.raw`${GROUP}\s*[,;:]?\s*`, 'g');

/**
 * The text without citations of the specification: a parenthesis of citations goes, a citation
 * inside a parenthesis with words goes and the words stay, a leading "001 §4: " goes (and the
 * sentence starts with a capital).
 */
export function withoutSpecCitations(text: string): string {
  if (!text.includes('§')) return text;
  const out = text
    .replace(WHOLE_PARENTHESIS, '')
    .replace(OPENS_PARENTHESIS, '(')
    .replace(CLOSES_PARENTHESIS, ')')
    .replace(ANYWHERE, '');
  return out.replace(/^(\s*)([a-z])/, (_, space: string, first: string) => space + first.toUpperCase());
}
