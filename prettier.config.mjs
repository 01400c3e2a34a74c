/**
 * Prettier, the one formatter (`npm run format`; `npm run format:check` checks). The repo's own
 * habits: single quotes, semicolons, trailing commas; 120 columns, the widest of the 100-120 the
 * house style allows, so the fewest lines move when it is first applied.
 *
 * @type {import('prettier').Config}
 */
export default {
  // HTML inside the demo's html`` templates and code in Markdown fences stay as written: the
  // template's markup is what the server sends (a reformat changed it), and README snippets are
  // type-checked as they are.
  embeddedLanguageFormatting: 'off',
  printWidth: 120,
  singleQuote: true,
  semi: true,
  trailingComma: 'all',
};
