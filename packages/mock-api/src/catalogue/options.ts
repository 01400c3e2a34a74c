/** Special-order options other than materials: legs, cushions, depth and size. */
import { svgImage } from './seed';

/** A fixed (non-material) choice of an option. */
export interface OptionChoice {
  code: number;
  title: string;
  text: string;
  /** Upcharge in cents. */
  addPrice: number;
  hex?: string;
}

/** Option types of [ref: configurator#data]. */
export type OptionType = 'fabric' | 'leather' | 'leg' | 'cushion' | 'depth' | 'size';

/** One option drawer of a special-order product. */
export interface OptionDef {
  code: number;
  optionType: OptionType;
  /** Layout name of [ref: configurator#screens] ('fabric', 'leather', 'leg', 'cushion', 'text', 'image' …). */
  optionExperience: string;
  title: string;
  /** 0 = the product's own option, 1 = a merged-template option [ref: configurator#data]. */
  source: 0 | 1;
  /** Choices for non-material options; materials come from fabrics.ts. */
  choices: OptionChoice[];
}

/** Option codes, shared by every special-order product. */
export const OPTION_CODES = { fabric: 1, leather: 2, leg: 3, cushion: 4, depth: 5, size: 6 } as const;

export const LEG_CHOICES: OptionChoice[] = [
  ['Walnut Tapered', 0, '#5b4636'],
  ['Oak Tapered', 0, '#b08a5a'],
  ['Ebonized Block', 0, '#222222'],
  ['Brushed Brass', 9900, '#b5a16a'],
  ['Matte Black Metal', 4900, '#2b2b2b'],
  ['Turned Maple', 4900, '#d9b98a'],
].map(([title, addPrice, hex], i) => ({
  code: 501 + i,
  title: title as string,
  text: title as string,
  addPrice: addPrice as number,
  hex: hex as string,
}));

export const CUSHION_CHOICES: OptionChoice[] = [
  { code: 601, title: 'Standard', text: 'High-resiliency foam wrapped in fibre', addPrice: 0 },
  { code: 602, title: 'Down Blend', text: 'Foam core wrapped in a down and feather blend', addPrice: 20000 },
  { code: 603, title: 'Plush', text: 'Extra-soft fibre and foam', addPrice: 12000 },
];

export const DEPTH_CHOICES: OptionChoice[] = [
  { code: 701, title: 'Standard Depth', text: '38" deep', addPrice: 0 },
  { code: 702, title: 'Deep', text: '42" deep', addPrice: 15000 },
];

/** Sizes per product kind; the first is the base price. */
export const SIZE_CHOICES: Record<'sofa' | 'sectional' | 'chair', OptionChoice[]> = {
  sofa: [
    { code: 801, title: 'Apartment Sofa', text: '74"', addPrice: 0 },
    { code: 802, title: 'Sofa', text: '86"', addPrice: 20000 },
    { code: 803, title: 'Grand Sofa', text: '98"', addPrice: 40000 },
  ],
  sectional: [
    { code: 811, title: '2-Piece Sectional', text: '104" x 68"', addPrice: 0 },
    { code: 812, title: '3-Piece L-Shaped Sectional', text: '118" x 98"', addPrice: 90000 },
    { code: 813, title: 'U-Shaped Sectional', text: '132" x 98"', addPrice: 160000 },
  ],
  chair: [
    { code: 821, title: 'Chair', text: '34"', addPrice: 0 },
    { code: 822, title: 'Chair and a Half', text: '48"', addPrice: 25000 },
  ],
};

/** Path prefix of fixed choices' images (served by the image handler): an island shows only http(s) or same-site images. */
export const CHOICE_IMAGE_PATH = '/api/demo/img/choice/';

/** Image of a fixed choice (legs show their finish): a path named by its colour, `…/choice/5b4636.svg`. */
export function choiceImage(choice: OptionChoice): string {
  return `${CHOICE_IMAGE_PATH}${(choice.hex ?? '#c8c0b3').replace('#', '')}.svg`;
}

/** The SVG behind {@link choiceImage}: `null` when `file` is not a colour. */
export function choiceSvg(file: string): string | null {
  const hex = /^([0-9a-f]{6})\.svg$/i.exec(file)?.[1];
  return hex ? decodeURIComponent(svgImage('item', `#${hex}`).replace('data:image/svg+xml;utf8,', '')) : null;
}

/** Builds the options of a special-order product. */
export function buildOptions(
  kind: 'sofa' | 'sectional' | 'chair',
  materials: Array<'fabric' | 'leather'>,
): OptionDef[] {
  const options: OptionDef[] = [];
  options.push({
    code: OPTION_CODES.size,
    optionType: 'size',
    optionExperience: 'text',
    title: 'Size',
    source: 0,
    choices: SIZE_CHOICES[kind],
  });
  if (kind !== 'chair') {
    options.push({
      code: OPTION_CODES.depth,
      optionType: 'depth',
      optionExperience: 'text',
      title: 'Depth',
      source: 0,
      choices: DEPTH_CHOICES,
    });
  }
  for (const material of materials) {
    options.push({
      code: OPTION_CODES[material],
      optionType: material,
      optionExperience: material,
      title: material === 'fabric' ? 'Fabric' : 'Leather',
      source: 0,
      choices: [],
    });
  }
  options.push({
    code: OPTION_CODES.cushion,
    optionType: 'cushion',
    optionExperience: 'cushion',
    title: 'Cushion',
    source: 0,
    choices: CUSHION_CHOICES,
  });
  options.push({
    code: OPTION_CODES.leg,
    optionType: 'leg',
    optionExperience: 'leg',
    title: 'Leg',
    source: 1,
    choices: LEG_CHOICES,
  });
  return options;
}
