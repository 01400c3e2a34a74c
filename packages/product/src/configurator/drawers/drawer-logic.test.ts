import { describe, expect, it } from 'vitest';
import {
  canCloseDrawer,
  initialOpenDrawers,
  isMaterialOption,
  openDrawer,
  toggleDrawer,
  type DrawerOption,
} from './drawer-logic';

const opt = (code: number, optionType: string, optionExperience = optionType): DrawerOption => ({
  code,
  optionType,
  optionExperience,
});
const size = opt(6, 'size', 'text');
const depth = opt(5, 'depth', 'text');
const fabric = opt(1, 'fabric');
const cushion = opt(4, 'cushion');
const leg = opt(3, 'leg');

describe('initialOpenDrawers [ref: configurator#rules]', () => {
  it.each([
    ['a single option is open', [fabric], false, [1]],
    ['fewer than 3 options: all open', [fabric, leg], false, [1, 3]],
    ['3+ with a fabric option: the size option opens', [size, depth, fabric, cushion, leg], false, [6]],
    ['3+ with a fabric option and no size: the first opens', [depth, fabric, leg], false, [5]],
    ['3+ with leather, size not first: still the size option', [opt(2, 'leather'), cushion, size], false, [6]],
    ['closed by default: a single option is still open', [fabric], true, [1]],
    ['closed by default: none of many', [size, fabric, leg], true, []],
    ['no options', [], false, []],
  ] as const)('%s', (_name, options, closed, open) => {
    expect(initialOpenDrawers(options, closed)).toEqual(open);
  });
});

describe('canCloseDrawer / toggleDrawer [ref: configurator#rules]', () => {
  it('a single option cannot close unless drawers close by default', () => {
    expect(canCloseDrawer([fabric])).toBe(false);
    expect(canCloseDrawer([fabric], true)).toBe(true);
    expect(canCloseDrawer([fabric, leg])).toBe(true);
  });
  it('opens (and says so), closes, or keeps an unclosable drawer open', () => {
    expect(toggleDrawer([], 1, true)).toEqual({ open: [1], opened: true });
    expect(toggleDrawer([1, 3], 1, true)).toEqual({ open: [3], opened: false });
    expect(toggleDrawer([1], 1, false)).toEqual({ open: [1], opened: false });
  });
  it('openDrawer opens once', () => {
    expect(openDrawer([3], 1)).toEqual({ open: [3, 1], opened: true });
    expect(openDrawer([1], 1)).toEqual({ open: [1], opened: false });
  });
  it('isMaterialOption: fabric or leather by type, else by experience', () => {
    expect(isMaterialOption(fabric)).toBe(true);
    expect(isMaterialOption(opt(9, 'LEATHER', 'x'))).toBe(true);
    expect(isMaterialOption(opt(9, '', 'fabric'))).toBe(true);
    expect(isMaterialOption(leg)).toBe(false);
  });
});
