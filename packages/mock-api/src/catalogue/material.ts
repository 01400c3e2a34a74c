/**
 * The catalogue's material, apart from `fabrics.ts`: the large fabric range (`large-fabrics.ts`),
 * which `fabrics.ts` lists among all materials, builds its materials without importing it back.
 */

/** One material a shopper can choose and order a swatch of. */
export interface Material {
  code: number;
  family: string;
  colour: string;
  hex: string;
  kind: 'fabric' | 'leather';
  isStock: boolean;
  priceGroupCode: string;
  /** Upcharge over the frame price, in cents. */
  addPrice: number;
  fabricType: string;
  colorGroup: string;
  features: string[];
  /** The in-stock swatch attribute: 'yes' or 'no'. */
  swatchInStock: 'yes' | 'no';
  /** No longer available (drives the NLA checks). */
  isNla: boolean;
  content: string;
  origin: string;
  care: string;
}
