import { describe, expect, it } from 'vitest';
import {
  availabilityView,
  choiceSummary,
  hasNoStock,
  lineAddToCart,
  pictureOf,
  quickShipSku,
} from './quick-ship-logic';
import type { QuickShipLine, SelectedOptionChoice } from './schema';

const choice = (optionType: string, title: string, text?: string) => ({ optionType, selectedChoice: { title, text } });

describe('quick-ship rules [ref: quick-ship#rules, #calls, #errors]', () => {
  it("uses the rollup's default sku when rolled up", () => {
    expect(quickShipSku({ sku: '410100' })).toBe('410100');
    expect(quickShipSku({ sku: '410100', rollupDefaultSku: '410111' })).toBe('410100');
    expect(quickShipSku({ sku: '410100', isRollup: true, rollupDefaultSku: '410111' })).toBe('410111');
    expect(quickShipSku({ sku: '410100', isRollup: true, rollupDefaultSku: ' ' })).toBe('410100');
    expect(quickShipSku({ sku: '410100', isRollup: true })).toBe('410100');
    // what the page wrote around either sku is not part of it
    expect(quickShipSku({ sku: ' 410100 ' })).toBe('410100');
    expect(quickShipSku({ sku: '410100', isRollup: true, rollupDefaultSku: ' 410111 ' })).toBe('410111');
    expect(quickShipSku({ sku: ' 410100 ', isRollup: true, rollupDefaultSku: '' })).toBe('410100');
  });

  it.each([
    [choice('fabric', 'Hayden', 'Flax'), 'Hayden Fabric in Flax'],
    [choice('leather', 'Saddle', 'Cognac'), 'Saddle Leather in Cognac'],
    [choice('Fabric', 'Hayden'), 'Hayden'],
    [choice('leg', 'Tapered Walnut'), 'Tapered Walnut Legs'],
    [choice('cushion', 'Down Blend'), 'Down Blend Cushion'],
    [choice('size', '84"', 'Sofa'), '84"'],
    [choice('depth', '', 'Deep'), 'Deep'],
    [{ optionType: 'size', selectedChoice: null }, ''],
    // the type read whatever its case and spaces, named with a capital only
    [choice(' FABRIC ', 'Hayden', 'Flax'), 'Hayden Fabric in Flax'],
    [choice('LEATHER', 'Saddle', 'Cognac'), 'Saddle Leather in Cognac'],
    [choice(' Leg ', 'Tapered Walnut'), 'Tapered Walnut Legs'],
    [choice('CUSHION', 'Down Blend'), 'Down Blend Cushion'],
    [choice('fabric', ' Hayden ', ' Flax '), 'Hayden Fabric in Flax'],
    [choice('leg', '', ' Walnut '), 'Walnut'],
    [{ optionType: null, selectedChoice: { title: 'Hayden', text: 'Flax' } }, 'Hayden'],
  ])('summary of %j: %j', (selected, expected) => {
    expect(choiceSummary(selected as never)).toBe(expected);
  });

  it('no available items: the no-stock message', () => {
    expect(hasNoStock({ availableItems: [] })).toBe(true);
    expect(hasNoStock({ availableItems: [{ title: 'x', selectedOptionChoices: [] }] })).toBe(false);
  });

  it('the picture: desktop, else mobile, with the hi-res as 2x', () => {
    expect(pictureOf({ desktop: '/d.jpg', desktopHiRes: '/d2.jpg', mobile: '/m.jpg' })).toEqual({
      src: '/d.jpg',
      hiRes: '/d2.jpg',
    });
    expect(pictureOf({ mobile: '/m.jpg', mobileHiRes: '/m2.jpg' })).toEqual({ src: '/m.jpg', hiRes: '/m2.jpg' });
    expect(pictureOf(null)).toEqual({ src: undefined, hiRes: undefined });
    // an empty desktop address is none: the mobile one takes its place, each on its own
    expect(pictureOf({ desktop: '', desktopHiRes: '', mobile: '/m.jpg', mobileHiRes: '/m2.jpg' })).toEqual({
      src: '/m.jpg',
      hiRes: '/m2.jpg',
    });
    expect(pictureOf({ desktop: '/d.jpg', mobileHiRes: '/m2.jpg' })).toEqual({ src: '/d.jpg', hiRes: '/m2.jpg' });
  });

  it('the availability lookup [ref: quick-ship#calls]: hasQuickShip false hides; a missing flag or no answer hides nothing', () => {
    expect(availabilityView({ hasQuickShip: false, message: ' None. ' })).toEqual({ hidden: true, message: 'None.' });
    expect(availabilityView({ hasQuickShip: true, message: '3 ship soonest' })).toEqual({
      hidden: false,
      message: '3 ship soonest',
    });
    expect(availabilityView({ hasQuickShip: null })).toEqual({ hidden: false, message: '' });
    expect(availabilityView(undefined)).toEqual({ hidden: false, message: '' });
  });

  describe("a ready-made piece's add to cart", () => {
    const pick = (optionCode: unknown, code: unknown, optionSequence?: number | null): SelectedOptionChoice =>
      ({ optionType: '', optionCode, optionSequence, selectedChoice: { code, title: '' } }) as SelectedOptionChoice;
    const piece = (sku: unknown, selectedOptionChoices: SelectedOptionChoice[] = []): QuickShipLine =>
      ({ title: 'Sofa', sku, selectedOptionChoices }) as QuickShipLine;

    it('its sku, trimmed, quantity 1, the title as its description and no popup over the panel', () => {
      expect(lineAddToCart(piece(' 410111 '), 'title-1')).toEqual({
        items: [{ Sku: '410111', Quantity: 1, OptionChoiceParameter: '' }],
        describedBy: 'title-1',
        confirmationType: 'ignore',
      });
      expect(lineAddToCart(piece(410111), 't')?.items[0]?.Sku).toBe('410111');
    });

    it.each([[null], [undefined], [''], ['   ']])('no sku (%j): nothing to add', (sku) => {
      expect(lineAddToCart(piece(sku), 't')).toBeUndefined();
    });

    it('every option,choice pair by option sequence, joined by _', () => {
      const line = piece('410111', [pick(1, 30001, 3), pick(6, 801, 1), pick(9, 'W', 2)]);
      expect(lineAddToCart(line, 't')?.items[0]?.OptionChoiceParameter).toBe('6,801_9,W_1,30001');
    });

    it('without a sequence a pair keeps its place; equal sequences keep their order', () => {
      expect(
        lineAddToCart(piece('1', [pick(5, 50), pick(4, 40), pick(3, 30)]), 't')?.items[0]?.OptionChoiceParameter,
      ).toBe('5,50_4,40_3,30');
      // sequence 0 is a sequence (first), not a missing one
      expect(lineAddToCart(piece('1', [pick(5, 50, 2), pick(4, 40, 0)]), 't')?.items[0]?.OptionChoiceParameter).toBe(
        '4,40_5,50',
      );
      expect(lineAddToCart(piece('1', [pick(5, 50, 1), pick(4, 40, 1)]), 't')?.items[0]?.OptionChoiceParameter).toBe(
        '5,50_4,40',
      );
      // a null sequence stands at its index: between sequences 0 and 2
      expect(
        lineAddToCart(piece('1', [pick(7, 70, 2), pick(8, 80, null), pick(9, 90, 0)]), 't')?.items[0]
          ?.OptionChoiceParameter,
      ).toBe('9,90_8,80_7,70');
    });

    it('a choice without an option code or a choice code is left out; code 0 is a code', () => {
      const line = piece('1', [
        pick(null, 1, 1),
        pick(2, null, 2),
        { optionType: '', optionCode: 3, optionSequence: 3, selectedChoice: null } as SelectedOptionChoice,
        pick(0, 0, 4),
        pick(5, 55, 5),
      ]);
      expect(lineAddToCart(line, 't')?.items[0]?.OptionChoiceParameter).toBe('0,0_5,55');
    });
  });
});
