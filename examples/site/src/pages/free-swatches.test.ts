// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { freeSwatchesPage } from './free-swatches.js';
import type { PageContext } from './layout/context.js';

const render = (query: string) =>
  String(
    freeSwatchesPage({
      url: new URL(`http://shop.test/free-swatches${query}`),
      session: { id: 'free-swatches-test', variants: new Set() } as unknown as PageContext['session'],
    }).main,
  );

describe('/free-swatches server HTML [ref: shop-by-fabric#screens]', () => {
  it('lists the swatches of the filters in the address as plain content, never a lasting Loading…', () => {
    const page = render('');
    expect(page).not.toMatch(/Loading/);
    expect(page).toMatch(/Showing 24 of \d+/);
    expect(page.match(/<li>/g)?.length).toBe(24);
  });

  it('renders the filtered page the island takes as props (nothing fetched on arrival)', () => {
    const page = render('?colorgroup=blue&sort=name');
    const props = JSON.parse(/<script type="application\/json" data-island-props>([\s\S]*?)<\/script>/.exec(page)![1]!);
    expect(props.cardsDto.cards.length).toBeGreaterThan(0);
    expect(props.cardsDto.cards.every((card: { colorGroup: string }) => card.colorGroup.toLowerCase() === 'blue')).toBe(
      true,
    );
    expect(page.match(/<li>/g)?.length).toBe(props.cardsDto.cards.length);
  });
});
