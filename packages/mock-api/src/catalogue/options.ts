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
  /** Its picture, where not its colour (`depth-38`: a side view of a 38" deep seat). */
  picture?: string;
  /** A size's overall measures in inches (a depth's `depth` is what it adds). */
  measures?: { width: number; depth: number; height: number };
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
  { code: 601, title: 'Standard', text: 'High-resiliency foam wrapped in fiber', addPrice: 0 },
  { code: 602, title: 'Down Blend', text: 'Foam core wrapped in a down and feather blend', addPrice: 20000 },
  { code: 603, title: 'Plush', text: 'Extra-soft fiber and foam', addPrice: 12000 },
];

export const DEPTH_CHOICES: OptionChoice[] = [
  {
    code: 701,
    title: 'Standard Depth',
    text: '38" deep',
    addPrice: 0,
    picture: 'depth-38',
    measures: { width: 0, depth: 0, height: 0 },
  },
  {
    code: 702,
    title: 'Deep',
    text: '42" deep',
    addPrice: 15000,
    picture: 'depth-42',
    measures: { width: 0, depth: 4, height: 0 },
  },
];

/** Sizes per product kind; the first is the base price. */
export const SIZE_CHOICES: Record<'sofa' | 'sectional' | 'chair', OptionChoice[]> = {
  sofa: [
    { code: 801, title: 'Apartment Sofa', text: '74"', addPrice: 0, measures: { width: 74, depth: 38, height: 34 } },
    { code: 802, title: 'Sofa', text: '86"', addPrice: 20000, measures: { width: 86, depth: 38, height: 34 } },
    { code: 803, title: 'Grand Sofa', text: '98"', addPrice: 40000, measures: { width: 98, depth: 38, height: 34 } },
  ],
  sectional: [
    {
      code: 811,
      title: '2-Piece Sectional',
      text: '104" x 68"',
      addPrice: 0,
      measures: { width: 104, depth: 68, height: 34 },
    },
    {
      code: 812,
      title: '3-Piece L-Shaped Sectional',
      text: '118" x 98"',
      addPrice: 90000,
      measures: { width: 118, depth: 98, height: 34 },
    },
    {
      code: 813,
      title: 'U-Shaped Sectional',
      text: '132" x 98"',
      addPrice: 160000,
      measures: { width: 132, depth: 98, height: 34 },
    },
  ],
  chair: [
    { code: 821, title: 'Chair', text: '34"', addPrice: 0, measures: { width: 34, depth: 36, height: 32 } },
    {
      code: 822,
      title: 'Chair and a Half',
      text: '48"',
      addPrice: 25000,
      measures: { width: 48, depth: 38, height: 32 },
    },
  ],
};

/** Path prefix of fixed choices' images (served by the image handler): an island shows only http(s) or same-site images. */
export const CHOICE_IMAGE_PATH = '/api/demo/img/choice/';

/**
 * Image of a fixed choice: its picture (`…/choice/depth-42.svg`), else a path named by its colour
 * (legs show their finish, `…/choice/5b4636.svg`).
 */
export function choiceImage(choice: OptionChoice): string {
  return `${CHOICE_IMAGE_PATH}${choice.picture ?? (choice.hex ?? '#c8c0b3').replace('#', '')}.svg`;
}

/** A seat seen from the side, `inches` deep, with a measure line under it (3:2, no text). */
function depthSvg(inches: number): string {
  const x = 22;
  const seat = Math.round(inches * 2.4);
  const line = '#6b4f3a';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 150 100"><rect width="150" height="100" fill="#f3efe9"/><rect y="78" width="150" height="22" fill="#e7e0d6"/><rect x="${x + 4}" y="70" width="3" height="9" fill="${line}"/><rect x="${x + seat - 7}" y="70" width="3" height="9" fill="${line}"/><rect x="${x}" y="56" width="${seat}" height="15" rx="3" fill="#9c907f"/><rect x="${x}" y="24" width="15" height="40" rx="5" fill="#b9ad9c"/><rect x="${x + 15}" y="46" width="${seat - 15}" height="11" rx="4" fill="#d6ccbe"/><path d="M${x} 89h${seat}M${x} 85v8M${x + seat} 85v8" stroke="${line}" stroke-width="1.5"/></svg>`;
}

/** The SVG behind {@link choiceImage}: `null` when `file` is neither a picture nor a colour. */
export function choiceSvg(file: string): string | null {
  const depth = /^depth-(\d{2})\.svg$/.exec(file)?.[1];
  if (depth) return depthSvg(Number(depth));
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
