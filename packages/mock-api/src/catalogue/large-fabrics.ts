/**
 * A generated range of 2,000 fabrics (100 families × 20 colours) for the configurator's
 * performance work: the 'Atlas Sofa' offers it as one fabric option. Deterministic,
 * like the rest of the catalogue; not part of the swatch pages' materials.
 */
import type { Material } from './material';
import { hash } from './seed';

const PREFIXES = ['Alder', 'Birch', 'Cedar', 'Dune', 'Ember', 'Fern', 'Glen', 'Heath', 'Isle', 'Jura'];
const SUFFIXES = ['weave', 'loft', 'twill', 'crest', 'field', 'ridge', 'brook', 'stone', 'moor', 'vale'];
const TYPES = ['Chenille', 'Woven', 'Linen Blend', 'Performance', 'Velvet', 'Boucle', 'Tweed'];
const FEATURES = [
  ['Performance'],
  ['Pet-friendly'],
  ['Stain-resistant'],
  [],
  ['Textured'],
  ['Natural fibers'],
  ['Performance', 'Pet-friendly'],
  ['Washable cover'],
];
const GROUPS = ['S', 'A', 'B', 'C', 'D', 'E', 'F'];
const GROUP_PRICE: Record<string, number> = { S: 0, A: 0, B: 10000, C: 20000, D: 30000, E: 45000, F: 60000 };
const COLOURS: Array<[string, string, string]> = [
  ['Snow', '#f3f1ea', 'White'],
  ['Ivory', '#ece3cf', 'White'],
  ['Oat', '#d8c9a8', 'Neutral'],
  ['Flax', '#c9b48a', 'Neutral'],
  ['Sand', '#c8ad85', 'Neutral'],
  ['Dove', '#bdb8b0', 'Grey'],
  ['Fog', '#9c9a95', 'Grey'],
  ['Slate', '#6f7479', 'Grey'],
  ['Charcoal', '#3d3f42', 'Black'],
  ['Ink', '#1f2a3c', 'Blue'],
  ['Harbor Blue', '#4b6a88', 'Blue'],
  ['Navy', '#23314a', 'Blue'],
  ['Sage', '#9aa78b', 'Green'],
  ['Moss', '#5f6b43', 'Green'],
  ['Olive', '#6b6a3a', 'Green'],
  ['Terracotta', '#b8643f', 'Orange'],
  ['Rust', '#8e3f24', 'Red'],
  ['Oxblood', '#5b1a1d', 'Red'],
  ['Blush', '#dcb3a6', 'Pink'],
  ['Mustard', '#c49a2c', 'Yellow'],
];

/** Codes of the generated range start here (50000-59919). */
export const LARGE_FABRIC_START = 50000;

/** The 2,000 generated fabrics: 4 stock families, then price groups A-F. */
export const largeFabrics: Material[] = Array.from({ length: 100 }, (_, f) => f).flatMap((f) => {
  const family = `${PREFIXES[f % 10]} ${SUFFIXES[Math.floor(f / 10)]}`.replace(
    / (\w)/,
    (_m, c: string) => ` ${c.toUpperCase()}`,
  );
  const group = f < 4 ? 'S' : GROUPS[1 + ((f - 4) % 6)]!;
  return COLOURS.map(([colour, hex, colorGroup], c): Material => {
    const h = hash(`${family}/${colour}`);
    return {
      code: LARGE_FABRIC_START + f * 100 + c,
      family,
      colour,
      hex,
      kind: 'fabric',
      isStock: group === 'S',
      priceGroupCode: group,
      addPrice: GROUP_PRICE[group] ?? 0,
      fabricType: TYPES[f % TYPES.length]!,
      colorGroup,
      features: FEATURES[f % FEATURES.length]!,
      swatchInStock: h % 14 === 3 ? 'no' : 'yes',
      isNla: h % 97 === 7,
      content: '100% polyester',
      origin: 'USA',
      care: 'Vacuum regularly. Blot spills immediately with a clean, dry cloth.',
    };
  });
});
