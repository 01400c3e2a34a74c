/** Prices of configured products: frame price plus the upcharges of the chosen options. */
import { getMaterial, materialName } from './fabrics';
import { getProduct, type DemoProduct } from './products';

/** One chosen option: optionCode → choiceCode. */
export type Selections = Map<number, number>;

/**
 * Parses an option-choice parameter / output-cache string: 'optionCode,choiceCode' pairs
 * separated by '_' with '|' between source groups [ref: add-to-cart#calls].
 */
export function parseSelections(text: string | null | undefined): Selections {
  const result: Selections = new Map();
  for (const pair of (text ?? '').split(/[_|]/)) {
    const [option, choice] = pair.split(',').map((s) => Number(s.trim()));
    if (option && choice && Number.isFinite(option) && Number.isFinite(choice)) result.set(option, choice);
  }
  return result;
}

/** The inverse of parseSelections. */
export function formatSelections(selections: Selections): string {
  return [...selections].map(([o, c]) => `${o},${c}`).join('_');
}

/**
 * How a line names a fixed choice: a size or depth with its measure ('Sofa (86")'), anything else
 * by its name alone ('Down Blend'): a cushion's text describes it, and is no part of its name.
 */
function choiceText(optionType: string, c: { title: string; text: string }): string {
  const measured = optionType === 'size' || optionType === 'depth';
  return measured && c.text && c.text !== c.title ? `${c.title} (${c.text})` : c.title;
}

/** The chosen options of a configured line, as { optionCode, title, text, addPrice }. */
export function describeSelections(
  product: DemoProduct,
  sku: string,
  selections: Selections,
): Array<{
  optionCode: number;
  optionType: string;
  title: string;
  text: string;
  choiceCode: number;
  addPrice: number;
}> {
  const variant = product.variants.find((v) => v.sku === sku);
  const chosen = new Map(selections);
  const sizeOption = product.options.find((o) => o.optionType === 'size');
  const depthOption = product.options.find((o) => o.optionType === 'depth');
  if (variant && sizeOption && !chosen.has(sizeOption.code)) chosen.set(sizeOption.code, variant.sizeCode);
  if (variant?.depthCode && depthOption && !chosen.has(depthOption.code))
    chosen.set(depthOption.code, variant.depthCode);
  const out = [];
  // a piece is covered in one material: where a product offers fabric or leather, the first chosen counts
  let covered = false;
  for (const option of product.options) {
    const code = chosen.get(option.code);
    if (code === undefined) continue;
    if (option.optionType === 'fabric' || option.optionType === 'leather') {
      const m = getMaterial(code);
      if (m && m.kind === option.optionType && !covered) {
        covered = true;
        out.push({
          optionCode: option.code,
          optionType: option.optionType,
          title: option.title,
          text: materialName(m),
          choiceCode: code,
          addPrice: m.addPrice,
        });
      }
    } else {
      const c = option.choices.find((x) => x.code === code);
      if (c)
        out.push({
          optionCode: option.code,
          optionType: option.optionType,
          title: option.title,
          text: choiceText(option.optionType, c),
          choiceCode: code,
          addPrice: c.addPrice,
        });
    }
  }
  return out;
}

/** Unit price in cents of a sku with its options; undefined for an unknown sku. */
export function unitPrice(sku: string, optionChoiceParameter?: string | null): number | undefined {
  const product = getProduct(sku);
  if (!product) return undefined;
  if (!product.isSpecialOrder) return product.currentPrice;
  const extras = describeSelections(product, sku, parseSelections(optionChoiceParameter));
  return product.currentPrice + extras.reduce((sum, e) => sum + e.addPrice, 0);
}

/** The concrete skus matching the size/depth choices made so far ([ref: add-to-cart#data] matchingSkus). */
export function matchingSkus(product: DemoProduct, selections: Selections): number[] {
  return product.variants
    .filter((v) =>
      [...selections].every(([option, choice]) => {
        const def = product.options.find((o) => o.code === option);
        if (def?.optionType === 'size') return v.sizeCode === choice;
        if (def?.optionType === 'depth') return v.depthCode === choice;
        return true;
      }),
    )
    .map((v) => Number(v.sku));
}

/**
 * The product's picture in the fabric or leather chosen: its illustration tinted with
 * the material's colour (`?fabric={choiceCode}` on the product image), else the plain picture.
 */
export function productImageFor(product: DemoProduct, selections: Selections): string {
  for (const option of product.options) {
    if (option.optionType !== 'fabric' && option.optionType !== 'leather') continue;
    const code = selections.get(option.code);
    const material = code === undefined ? undefined : getMaterial(code);
    if (material && material.kind === option.optionType) return `${product.imagePath}?fabric=${material.code}`;
  }
  return product.imagePath;
}

/** [ref: configurator#data] Dimension data: inches (`systemOfMeasure` 1). */
export interface Dimensions {
  width: number;
  depth: number;
  height: number;
  systemOfMeasure: 1 | 2;
}

/**
 * The measures of a special-order sku (its size, and its depth's extra inches), or of the
 * product's first size for the product's own sku; `null` for a product without sizes.
 */
export function dimensionsOf(product: DemoProduct, sku: string): Dimensions | null {
  const variant = product.variants.find((v) => v.sku === sku) ?? product.variants[0];
  const size = product.options.find((o) => o.optionType === 'size')?.choices.find((c) => c.code === variant?.sizeCode);
  if (!size?.measures) return null;
  const depth = product.options
    .find((o) => o.optionType === 'depth')
    ?.choices.find((c) => c.code === variant?.depthCode)?.measures;
  return {
    width: size.measures.width + (depth?.width ?? 0),
    depth: size.measures.depth + (depth?.depth ?? 0),
    height: size.measures.height + (depth?.height ?? 0),
    systemOfMeasure: 1,
  };
}

/** Measures as a product page writes them: '86" W x 38" D x 34" H'. */
export function dimensionsText(d: Pick<Dimensions, 'width' | 'depth' | 'height'>): string {
  return `${d.width}" W x ${d.depth}" D x ${d.height}" H`;
}
