/**
 * The demo's monogram choices [ref: add-to-cart#limits]: thread colours, 25 for the main brand (and kids, its
 * variant) and 12 for the second brand, and the fonts. The spec gives the counts, not the names:
 * these names and values are the demo's own.
 */

/** A thread colour as a page gives it: `name` shown, `value` sent as `textcolor`, `hex` its swatch. */
export interface DemoThreadColor {
  name: string;
  value: string;
  hex: string;
}

const colour = (name: string, hex: string): DemoThreadColor => ({
  name,
  value: name.toUpperCase().replace(/[^A-Z]+/g, '_'),
  hex,
});

const MAIN: DemoThreadColor[] = [
  colour('White', '#ffffff'),
  colour('Ivory', '#f4efe1'),
  colour('Sand', '#d8c7a4'),
  colour('Camel', '#b08a5a'),
  colour('Chocolate', '#5a3c2a'),
  colour('Black', '#1b1b1b'),
  colour('Charcoal', '#3d3d3d'),
  colour('Silver', '#b9bcc0'),
  colour('Gold', '#b8962e'),
  colour('Navy', '#1f2a44'),
  colour('Royal Blue', '#2f4fa3'),
  colour('Sky Blue', '#8fb8de'),
  colour('Aqua', '#5fb7b0'),
  colour('Teal', '#1f6f6b'),
  colour('Hunter Green', '#2e4a33'),
  colour('Sage', '#9caf88'),
  colour('Lime', '#a7c34a'),
  colour('Yellow', '#e9c93f'),
  colour('Orange', '#d9772b'),
  colour('Coral', '#e07a67'),
  colour('Red', '#a8262c'),
  colour('Burgundy', '#6b1f2b'),
  colour('Pink', '#e6a5b5'),
  colour('Lavender', '#b4a2cc'),
  colour('Purple', '#5b3a7a'),
];

const CB2: DemoThreadColor[] = [
  colour('Black', '#111111'),
  colour('White', '#ffffff'),
  colour('Graphite', '#4a4a4a'),
  colour('Stone', '#a59d92'),
  colour('Brass', '#a88a3c'),
  colour('Copper', '#a35f3a'),
  colour('Rust', '#8c3b22'),
  colour('Olive', '#5f6235'),
  colour('Emerald', '#1c5b45'),
  colour('Ink', '#1d2333'),
  colour('Blush', '#d9a9a0'),
  colour('Oxblood', '#4e1a1d'),
];

/** The demo's thread colours by brand (25 main, 12 CB2; kids is the main brand's variant) [ref: add-to-cart#limits]. */
export const DEMO_THREAD_COLORS: Readonly<Record<'main' | 'cb2' | 'kids', readonly DemoThreadColor[]>> = {
  main: MAIN,
  cb2: CB2,
  kids: MAIN,
};

/** The demo's monogram fonts ("several named fonts") [ref: add-to-cart#limits]. */
export const DEMO_MONOGRAM_FONTS: ReadonlyArray<{ name: string; value: string }> = [
  { name: 'Classic Block', value: 'CLASSIC_BLOCK' },
  { name: 'Serif', value: 'SERIF' },
  { name: 'Script', value: 'SCRIPT' },
  { name: 'Circle Monogram', value: 'CIRCLE' },
];
