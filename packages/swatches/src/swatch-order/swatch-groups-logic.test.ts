// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { OrderSwatch } from './order-data-logic';
import { ORDER_RECENT_MAX, groupOrderSwatches } from './swatch-groups-logic';
import { canSend, initialSelection, isSwatchDisabled, toggleSwatch } from './selection-logic';

const swatch = (code: string, fields: Partial<OrderSwatch> = {}): OrderSwatch => ({
  code,
  description: `Swatch ${code}`,
  inStock: true,
  isStock: false,
  priceGroupCode: 'A',
  fabricName: 'Aberdeen',
  ...fields,
});

const list = [
  swatch('1', { priceGroupCode: 'B', fabricName: 'Dover' }),
  swatch('2', { priceGroupCode: 'A', fabricName: 'Aberdeen' }),
  swatch('3', { priceGroupCode: 'B', fabricName: 'Dover', inStock: false }),
  swatch('4', { isStock: true, priceGroupCode: 'S', fabricName: 'Haven' }),
  swatch('5', { priceGroupCode: 'A', fabricName: 'Aberdeen' }),
];
const titles = (groups: ReturnType<typeof groupOrderSwatches>) =>
  groups.map((group) => [
    group.title,
    group.subgroups.map((sub) => [sub.title ?? null, sub.swatches.map((s) => s.code)]),
  ]);

describe('swatch groups [ref: swatch-order#screens]', () => {
  it("second brand: custom fabrics by 'price group {code}' under 'Custom Fabric', stock under 'Stock Fabric'", () => {
    expect(titles(groupOrderSwatches(list, 'cb2'))).toEqual([
      [
        'Custom Fabric',
        [
          ['price group A', ['2', '5']],
          ['price group B', ['1']],
        ],
      ],
      ['Stock Fabric', [[null, ['4']]]],
      ['Temporarily Unavailable Swatches', [[null, ['3']]]],
    ]);
  });

  it.each(['main', 'kids'] as const)("%s brand: fabrics grouped by name under 'Featured Fabric'", (brand) => {
    expect(titles(groupOrderSwatches(list, brand))).toEqual([
      [
        'Featured Fabric',
        [
          ['Dover', ['1']],
          ['Aberdeen', ['2', '5']],
          ['Haven', ['4']],
        ],
      ],
      ['Temporarily Unavailable Swatches', [[null, ['3']]]],
    ]);
  });

  it("both: 'Recently Viewed Custom Fabric' first, most recent first, custom and available only, 6 at most", () => {
    const many = Array.from({ length: 10 }, (_, i) => swatch(String(10 + i)));
    const recent = ['19', '4', '3', '18', '17', '16', '15', '14', '13', '12'];
    const [first] = groupOrderSwatches([...many, ...list], 'main', recent);
    expect(ORDER_RECENT_MAX).toBe(6);
    expect(first?.title).toBe('Recently Viewed Custom Fabric');
    expect(first?.subgroups[0]?.swatches.map((s) => s.code)).toEqual(['19', '18', '17', '16', '15', '14']);
    expect(groupOrderSwatches(list, 'cb2', ['2'])[0]?.title).toBe('Recently Viewed Custom Fabric');
  });

  it('leaves empty groups out', () => {
    expect(groupOrderSwatches([], 'cb2')).toEqual([]);
    expect(titles(groupOrderSwatches([swatch('9', { inStock: false })], 'main'))).toEqual([
      ['Temporarily Unavailable Swatches', [[null, ['9']]]],
    ]);
  });
});

describe('selection (0 to 5) [ref: swatch-order#rules, #validation]', () => {
  it('checking adds, unchecking removes, a sixth is not added', () => {
    let selected: string[] = [];
    for (const code of ['1', '2', '3', '4', '5', '6']) selected = toggleSwatch(selected, code);
    expect(selected).toEqual(['1', '2', '3', '4', '5']);
    expect(toggleSwatch(selected, '3')).toEqual(['1', '2', '4', '5']);
  });

  it('at 5 every unchecked swatch is disabled; unchecking re-enables them', () => {
    const five = ['1', '2', '4', '5', '6'];
    expect(isSwatchDisabled(swatch('7'), five)).toBe(true);
    expect(isSwatchDisabled(swatch('1'), five)).toBe(false);
    expect(isSwatchDisabled(swatch('7'), toggleSwatch(five, '1'))).toBe(false);
  });

  it('a swatch not in stock is always disabled', () => {
    expect(isSwatchDisabled(swatch('3', { inStock: false }), [])).toBe(true);
  });

  it('the default swatch is preselected only when available', () => {
    expect(initialSelection(list, '1')).toEqual(['1']);
    expect(initialSelection(list, '3')).toEqual([]);
    expect(initialSelection(list, '99')).toEqual([]);
    expect(initialSelection(list, '1', ['2', '3', '5'])).toEqual(['2', '5', '1']);
  });

  it.each([
    [{ selected: [], anyAvailable: true, nlaCodes: [] }, false, 'none selected'],
    [{ selected: ['1'], anyAvailable: false, nlaCodes: [] }, false, 'none available'],
    [{ selected: ['1', '2'], anyAvailable: true, nlaCodes: ['2'] }, false, 'an NLA swatch selected'],
    [{ selected: ['1'], anyAvailable: true, nlaCodes: ['2'] }, true, 'NLA not selected'],
    [{ selected: ['1'], anyAvailable: true, nlaCodes: [] }, true, 'one selected'],
  ])('canSend(%j) = %s (%s)', (state, expected) => {
    expect(canSend(state)).toBe(expected);
  });
});
