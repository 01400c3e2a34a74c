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
  for (const option of product.options) {
    const code = chosen.get(option.code);
    if (code === undefined) continue;
    if (option.optionType === 'fabric' || option.optionType === 'leather') {
      const m = getMaterial(code);
      if (m && m.kind === option.optionType)
        out.push({
          optionCode: option.code,
          optionType: option.optionType,
          title: option.title,
          text: materialName(m),
          choiceCode: code,
          addPrice: m.addPrice,
        });
    } else {
      const c = option.choices.find((x) => x.code === code);
      if (c)
        out.push({
          optionCode: option.code,
          optionType: option.optionType,
          title: option.title,
          text: c.text && c.text !== c.title ? `${c.title} ${c.text}` : c.title,
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
