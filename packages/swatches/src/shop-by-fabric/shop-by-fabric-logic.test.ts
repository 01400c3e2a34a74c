// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cardToOrderSwatch, cardsInOrder, isCardNla, nlaCodesOfAnswer } from './shop-by-fabric-logic';

const card = {
  code: 10304,
  title: 'Dover',
  text: 'Slate',
  images: { desktop: '/img/10304.svg' },
  priceGroupCode: 'B',
  additionalDetails: { swatchInStock: 'no' },
};

describe('shop-by-fabric cards [ref: shop-by-fabric#data, #rules]', () => {
  it('become swatches of the order modal', () => {
    expect(cardToOrderSwatch('10304', card)).toEqual({
      code: '10304',
      description: 'Dover, Slate',
      imagePath: '/img/10304.svg',
      inStock: false,
      isStock: false,
      priceGroupCode: 'B',
      fabricName: 'Dover',
    });
    expect(cardToOrderSwatch('7', undefined)).toMatchObject({ code: '7', description: '7', inStock: true });
  });

  it('NLA: the check answer (codes and cards) or the card flag [ref: shop-by-fabric#calls]', () => {
    expect(
      nlaCodesOfAnswer({ hasNla: true, nlaSwatchCodes: [10202], nlaFabrics: [{ code: 10413 }, 10202, 'x1'] }),
    ).toEqual(['10202', '10413', 'x1']);
    expect(nlaCodesOfAnswer(undefined)).toEqual([]);
    expect(isCardNla({ code: 1, isNla: true }, [])).toBe(true);
    expect(isCardNla({ code: 1 }, ['1'])).toBe(true);
    expect(isCardNla({ code: 1 }, ['2'])).toBe(false);
  });

  it('lists known cards in the order of the codes', () => {
    const known = new Map([
      ['1', { code: 1 }],
      ['2', { code: 2 }],
    ]);
    expect(cardsInOrder(['2', '3', '1'], known).map((c) => c.code)).toEqual([2, 1]);
  });
});
