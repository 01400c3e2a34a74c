/** [ref: add-to-cart#calls] pricing: GET /sku-pricing/get-sku-data. */
import { getProduct } from '../catalogue/products';
import { unitPrice } from '../catalogue/pricing';
import { formatCents } from '../catalogue/seed';
import { type Resolvers } from '../serve-call';

/** One requested sku. */
interface SkuRequest {
  sku: string;
  quantity: number;
  optionChoiceParameter: string;
}

/**
 * Reads `skus` in any of the forms a client may send: repeated `skus=123:2`, a comma list
 * `skus=123:2,456`, a JSON list `skus=[{"sku":"123","quantity":2}]`, or indexed
 * `skus[0].sku=123&skus[0].quantity=2`.
 */
export function readSkus(params: URLSearchParams): SkuRequest[] {
  const out: SkuRequest[] = [];
  const indexed = new Map<string, Record<string, string>>();
  for (const [key, value] of params) {
    const m = /^skus\[(\d+)\]\.(\w+)$/i.exec(key);
    if (m) {
      const entry = indexed.get(m[1] ?? '') ?? {};
      entry[(m[2] ?? '').toLowerCase()] = value;
      indexed.set(m[1] ?? '', entry);
      continue;
    }
    if (key.toLowerCase() !== 'skus') continue;
    const text = value.trim();
    if (text.startsWith('[')) {
      try {
        for (const e of JSON.parse(text) as Array<Record<string, unknown>>) {
          out.push({
            sku: String(e['sku'] ?? e['Sku'] ?? ''),
            quantity: Number(e['quantity'] ?? e['Quantity'] ?? 1),
            optionChoiceParameter: String(e['optionChoiceParameter'] ?? ''),
          });
        }
      } catch {
        out.push({ sku: text, quantity: 1, optionChoiceParameter: '' });
      }
      continue;
    }
    for (const part of text.split(',')) {
      const [sku, qty] = part.split(/[:|]/);
      if (sku) out.push({ sku: sku.trim(), quantity: Number(qty ?? 1) || 1, optionChoiceParameter: '' });
    }
  }
  for (const e of indexed.values())
    out.push({
      sku: e['sku'] ?? '',
      quantity: Number(e['quantity'] ?? 1) || 1,
      optionChoiceParameter: e['optionchoiceparameter'] ?? '',
    });
  return out;
}

export const pricingResolvers = {
  getSkuData: ({ url, input, site }) => {
    const requests = readSkus(url.searchParams);
    const products = requests.map((r) => {
      const product = getProduct(r.sku);
      const price = unitPrice(r.sku, r.optionChoiceParameter);
      const isInvalid = !product || product.isNla || price === undefined;
      return {
        sku: r.sku,
        quantity: r.quantity,
        isInvalid,
        name: product?.name ?? '',
        imagePath: product?.imagePath ?? '',
        currentPrice: isInvalid ? 0 : price,
        regularPrice: isInvalid ? 0 : product.regularPrice,
        formattedPrice: isInvalid ? '' : formatCents(price, site),
        totalPrice: isInvalid ? 0 : price * r.quantity,
        formattedTotalPrice: isInvalid ? '' : formatCents(price * r.quantity, site),
        availabilityMessage: product?.availabilityMessage ?? '',
      };
    });
    const valid = products.filter((p) => !p.isInvalid);
    const total = valid.reduce((s, p) => s + p.totalPrice, 0);
    const invalid = products.filter((p) => p.isInvalid).map((p) => p.sku);
    const custom = requests.filter((r) => getProduct(r.sku)?.hasCustomOrderConfirmation).map((r) => r.sku);
    return {
      products,
      zipCode: String(input['zipCode'] ?? ''),
      totalPrice: total,
      totalFormattedPrice: formatCents(total, site),
      customOrderConfirmation: { hasCustomOrderConfirmation: custom.length > 0, skus: custom },
      hasInvalidSkus: invalid.length > 0,
      invalidSkuMessage: invalid.length > 0 ? `The following item(s) could not be found: ${invalid.join(', ')}.` : '',
    };
  },
} satisfies Resolvers;
