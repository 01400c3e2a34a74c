import { create } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { Option } from '../data/schema';
import { SEO_LINKS_MAX, seoLinkList } from './seo-logic';

const choice = (code: number, swatchName: string, url: string) => ({
  code,
  swatchName,
  title: swatchName,
  additionalDetails: { shopThisSwatchUrl: url },
});
const option = (code: number, optionType: string, choices: unknown[]) =>
  create(
    {
      code,
      optionType,
      optionExperience: optionType,
      header: { title: optionType },
      choiceGroupsV2All: [{ header: { code: 'A' }, choices }],
    },
    Option,
  );
const pass = (url: string) => (url.startsWith('/') ? url : undefined);

describe('seoLinkList: the hidden SEO links list [ref: configurator#screens]', () => {
  it("the page's links first, then each fabric or leather choice's 'shop this swatch' page, in order", () => {
    const fabric = option(1, 'fabric', [
      choice(10, 'Haven, Snow', '/free-swatches?fabric=haven-10'),
      choice(11, 'Haven, Ivory', '/free-swatches?fabric=haven-11'),
    ]);
    const leg = option(3, 'leg', [choice(30, 'Walnut', '/legs/walnut')]);
    expect(seoLinkList([{ name: 'Sofas', url: '/sofas' }], [leg, fabric], pass)).toEqual([
      { name: 'Sofas', url: '/sofas' },
      { name: 'Haven, Snow', url: '/free-swatches?fabric=haven-10' },
      { name: 'Haven, Ivory', url: '/free-swatches?fabric=haven-11' },
    ]);
  });

  it('leaves out refused addresses, blank names or addresses, and repeats', () => {
    const fabric = option(1, 'fabric', [
      choice(10, 'A', 'javascript:alert(1)'),
      choice(11, '', '/x'),
      choice(12, 'B', ''),
      choice(13, 'C', '/sofas'),
      choice(14, 'D', '/d'),
    ]);
    expect(seoLinkList([{ name: 'Sofas', url: '/sofas' }], [fabric], pass)).toEqual([
      { name: 'Sofas', url: '/sofas' },
      { name: 'D', url: '/d' },
    ]);
  });

  it(`holds at most ${SEO_LINKS_MAX} links`, () => {
    const fabric = option(
      1,
      'fabric',
      Array.from({ length: 2000 }, (_, i) => choice(i, `F${i}`, `/f/${i}`)),
    );
    const list = seoLinkList([], [fabric], pass);
    expect(list).toHaveLength(SEO_LINKS_MAX);
    expect(list.at(-1)).toEqual({ name: `F${SEO_LINKS_MAX - 1}`, url: `/f/${SEO_LINKS_MAX - 1}` });
  });
});
