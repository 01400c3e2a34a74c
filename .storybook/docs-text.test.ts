import { describe, expect, it } from 'vitest';
import { withoutSpecCitations } from './docs-text';

describe('withoutSpecCitations', () => {
  it.each([
    ['The checkout step (001 §2, §4, §5): the form.', 'The checkout step: the form.'],
    [
      'A modal dialog (WAI-ARIA APG dialog pattern, CONTRACT §6) on <dialog>.',
      'A modal dialog (WAI-ARIA APG dialog pattern) on <dialog>.',
    ],
    ['Pair two items per column (002 §9 double-decker).', 'Pair two items per column (double-decker).'],
    ['Fetch the price (GET /sku-pricing/get-sku-data, 000 §7).', 'Fetch the price (GET /sku-pricing/get-sku-data).'],
    ['001 §4: already signed in: go on.', 'Already signed in: go on.'],
    ['The launcher (000 §2, §4-§5, §8-§9; 002 §2-§4, §7-§9): a trigger.', 'The launcher: a trigger.'],
    ['Add-to-cart (000 §4, 001 §8-§9, 002 §4): fields.', 'Add-to-cart: fields.'],
    ['Sent as zero (CONTRACT §6: a control that sends waits).', 'Sent as zero (a control that sends waits).'],
    ['No citation here.', 'No citation here.'],
  ])('%s', (text, shown) => {
    expect(withoutSpecCitations(text)).toBe(shown);
    expect(withoutSpecCitations(text)).not.toContain('§');
  });
});

describe('the stories a designer reads', () => {
  // A story's JSDoc becomes its description on the docs page, as written: withoutSpecCitations
  // only sees the packages' descriptions. The Storybook smoke finds a citation there too, but only
  // at the end of `npm test`; this finds it in the unit run.
  it('describe each story without citing a spec section', async () => {
    const { readdir, readFile } = await import('node:fs/promises');
    const files = (await readdir('stories', { recursive: true })).filter((f) => f.endsWith('.stories.tsx'));
    expect(files.length).toBeGreaterThan(30);
    const cited: string[] = [];
    for (const file of files) {
      const source = await readFile(`stories/${file}`, 'utf8');
      for (const doc of source.match(/\/\*\*[\s\S]*?\*\//g) ?? [])
        if (doc.includes('§'))
          cited.push(
            `${file}: ${doc
              .split('\n')
              .find((l) => l.includes('§'))
              ?.trim()}`,
          );
    }
    expect(cited).toEqual([]);
  });
});
