import { describe, expect, it } from 'vitest';
import { monogramRequest } from '../send/send-logic';
import { initialStyle, offeredThreadColors, THREAD_COLOR_COUNTS } from './personalization-logic';
import { Personalization } from '../schema';
import { create } from 'superstruct';

const colors = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `Colour ${i + 1}`, value: `C${i + 1}` }));

describe('thread colours and fonts [ref: add-to-cart#limits]', () => {
  it('25 thread colours for the main brand (and kids, its variant), 12 for CB2', () => {
    expect(THREAD_COLOR_COUNTS).toEqual({ main: 25, cb2: 12, kids: 25 });
  });

  it('offers the page’s colours up to the brand’s count and says how many were left out', () => {
    expect(offeredThreadColors(colors(30), 'main')).toEqual({ colors: colors(25), extra: 5 });
    expect(offeredThreadColors(colors(25), 'cb2')).toEqual({ colors: colors(12), extra: 13 });
    expect(offeredThreadColors(colors(12), 'cb2')).toEqual({ colors: colors(12), extra: 0 });
    expect(offeredThreadColors(colors(8), 'kids')).toEqual({ colors: colors(8), extra: 0 });
    expect(offeredThreadColors([], 'main')).toEqual({ colors: [], extra: 0 });
  });

  it('starts from the first line’s colour and font when offered, else none', () => {
    const fonts = [{ name: 'Block', value: 'BLK' }];
    const lines = (textcolor: string, font: string) => ({
      lines: [{ elementName: 'Text1', text: '', textcolor, font }],
    });
    expect(initialStyle(lines('C2', 'BLK'), colors(3), fonts)).toEqual({ textcolor: 'C2', font: 'BLK' });
    expect(initialStyle(lines('Navy', 'Serif'), colors(3), fonts)).toEqual({ textcolor: '', font: '' });
    expect(initialStyle(undefined, colors(3), fonts)).toEqual({ textcolor: '', font: '' });
  });

  it('the chosen colour and font go into every line of the monogram request; none chosen keeps each line’s', () => {
    const p = create(
      {
        lines: [
          { elementName: 'Text1', textcolor: 'Navy', font: 'Serif' },
          { elementName: 'Text2', textcolor: 'Red', font: 'Script' },
        ],
      },
      Personalization,
    );
    const item = { Sku: '500102', Quantity: 1 };
    const chosen = monogramRequest(item, p, { Text1: 'AB' }, { textcolor: 'C7', font: 'BLK' });
    expect(chosen.design.personalization.map((l) => [l.textcolor, l.font])).toEqual([
      ['C7', 'BLK'],
      ['C7', 'BLK'],
    ]);
    const none = monogramRequest(item, p, { Text1: 'AB' });
    expect(none.design.personalization.map((l) => [l.textcolor, l.font])).toEqual([
      ['Navy', 'Serif'],
      ['Red', 'Script'],
    ]);
  });
});
