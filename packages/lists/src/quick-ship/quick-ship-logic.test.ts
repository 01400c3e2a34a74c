import { describe, expect, it } from 'vitest';
import { availabilityView, choiceSummary, hasNoStock, pictureOf, quickShipSku } from './quick-ship-logic';

const choice = (optionType: string, title: string, text?: string) => ({ optionType, selectedChoice: { title, text } });

describe('quick-ship rules [ref: quick-ship#rules, #calls, #errors]', () => {
  it("uses the rollup's default sku when rolled up", () => {
    expect(quickShipSku({ sku: '410100' })).toBe('410100');
    expect(quickShipSku({ sku: '410100', rollupDefaultSku: '410111' })).toBe('410100');
    expect(quickShipSku({ sku: '410100', isRollup: true, rollupDefaultSku: '410111' })).toBe('410111');
    expect(quickShipSku({ sku: '410100', isRollup: true, rollupDefaultSku: ' ' })).toBe('410100');
    expect(quickShipSku({ sku: '410100', isRollup: true })).toBe('410100');
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
});
