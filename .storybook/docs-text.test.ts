import { describe, expect, it } from 'vitest';
import { citesReference, withoutCitations } from './docs-text';

describe('withoutCitations', () => {
  it.each([
    ['The checkout step [ref: checkout#screens, #rules, #validation]: the form.', 'The checkout step: the form.'],
    [
      'A modal dialog (WAI-ARIA APG dialog pattern) [ref: README#every-island] on <dialog>.',
      'A modal dialog (WAI-ARIA APG dialog pattern) on <dialog>.',
    ],
    [
      'Pair two items per column ([ref: product-carousel#limits] double-decker).',
      'Pair two items per column (double-decker).',
    ],
    [
      'Fetch the price (GET /sku-pricing/get-sku-data, [ref: add-to-cart#calls]).',
      'Fetch the price (GET /sku-pricing/get-sku-data).',
    ],
    ['[ref: sign-in#rules]: already signed in: go on.', 'Already signed in: go on.'],
    ['The launcher [ref: visualizer]: a trigger.', 'The launcher: a trigger.'],
    [
      'Sent as zero ([ref: card-entry#rules]: a control that sends waits).',
      'Sent as zero (a control that sends waits).',
    ],
    ['Hover delay. @default 200 [ref: ui#limits]', 'Hover delay. @default 200'],
    ['Only a citation ([ref: cart#calls]).', 'Only a citation.'],
    ['No citation here, not even [a link](x).', 'No citation here, not even [a link](x).'],
  ])('%s', (text, shown) => {
    expect(withoutCitations(text)).toBe(shown);
    expect(citesReference(withoutCitations(text))).toBe(false);
  });
});

describe('the stories a designer reads', () => {
  // A story's JSDoc becomes its description on the docs page, as written: withoutCitations only
  // sees the packages' descriptions. The Storybook smoke finds a citation there too, but only at
  // the end of `npm test`; this finds it in the unit run.
  it('describe each story without citing the reference', async () => {
    const { readdir, readFile } = await import('node:fs/promises');
    const files = (await readdir('stories', { recursive: true })).filter((f) => f.endsWith('.stories.tsx'));
    expect(files.length).toBeGreaterThan(30);
    const cited: string[] = [];
    for (const file of files) {
      const source = await readFile(`stories/${file}`, 'utf8');
      for (const doc of source.match(/\/\*\*[\s\S]*?\*\//g) ?? [])
        if (citesReference(doc))
          cited.push(
            `${file}: ${doc
              .split('\n')
              .find((l) => citesReference(l))
              ?.trim()}`,
          );
    }
    expect(cited).toEqual([]);
  });
});
