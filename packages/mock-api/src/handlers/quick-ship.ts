/** [ref: quick-ship#calls] quick-ship ('See What's Available Soonest'). */
import { imageSet } from '../catalogue/choices';
import { materialImage, materialName, stockFabrics } from '../catalogue/fabrics';
import { choiceImage } from '../catalogue/options';
import { formatSelections, productImageFor, unitPrice } from '../catalogue/pricing';
import { getProduct } from '../catalogue/products';
import { hash } from '../catalogue/seed';
import { formatCents } from '../catalogue/seed';
import { type Resolvers } from '../serve-call';
import { str } from '../read-input';

/**
 * Quick-ship line items of a product: ready-made pieces, its first size and depth in each stock
 * fabric with the standard cushion and the first legs, each with every option it is made with
 * (so it can be added to the cart as it is) and the address of its page configured so. What is in
 * stock depends on the shopper's ZIP (the session's, once the change-ZIP panel set one), so the
 * panel shows other lines after a ZIP change.
 */
export function quickShipItems(
  sku: string,
  zip: string | null = null,
  site: 'US' | 'CA' = 'US',
): Array<Record<string, unknown> & { inStock: boolean }> {
  const product = getProduct(sku);
  if (!product?.isSpecialOrder || !product.options.some((o) => o.optionType === 'fabric')) return [];
  const variant = product.variants[0];
  if (!variant) return [];
  return stockFabrics.map((m, i) => {
    const inStock = (hash(zip ? `${product.sku}/${m.code}/${zip}` : `${product.sku}/${m.code}`) + i) % 3 !== 0;
    const where = zip ? ` to ${zip}` : '';
    const made = product.options.flatMap((option, sequence) => {
      const fixed =
        option.optionType === 'size'
          ? option.choices.find((c) => c.code === variant.sizeCode)
          : option.optionType === 'depth'
            ? option.choices.find((c) => c.code === variant.depthCode)
            : option.choices[0];
      const selectedChoice =
        option.optionType === 'fabric'
          ? { code: m.code, title: m.family, text: m.colour, images: imageSet(materialImage(m)) }
          : option.optionType === 'leather' || !fixed
            ? null
            : { code: fixed.code, title: fixed.title, text: fixed.text, images: imageSet(choiceImage(fixed)) };
      if (!selectedChoice) return [];
      const { optionType, code: optionCode, source } = option;
      return [{ optionType, optionCode, optionSequence: sequence + 1, source, selectedChoice }];
    });
    const selections = new Map(made.map((c) => [c.optionCode, c.selectedChoice.code]));
    const ocp = formatSelections(selections);
    return {
      inStock,
      title: `${product.name} in ${materialName(m)}`,
      priceDisplayString: formatCents(unitPrice(variant.sku, ocp) ?? product.currentPrice, site),
      // the piece in its fabric, as the cart pictures it
      images: imageSet(productImageFor(product, selections)),
      sku: variant.sku,
      url: `${product.url}?optionChoiceParameter=${encodeURIComponent(ocp)}`,
      availabilityDisplayString: inStock
        ? `In stock. Ships${where} in 1-2 weeks.`
        : `Backordered. Ships${where} in 4-6 weeks.`,
      selectedOptionChoices: made,
    };
  });
}

/**
 * [ref: quick-ship#calls] the availability lookup's answer for a product (what GET quickShipAvailability answers):
 * whether a ready-made version ships soonest, how many, and the line under the button. The demo
 * store's pages give it to the `quick-ship` island so their server HTML shows the same line.
 */
export function quickShipAvailability(sku: string, zip: string | null = null, site: 'US' | 'CA' = 'US') {
  const items = quickShipItems(sku, zip, site);
  const available = items.filter((i) => i.inStock).length;
  return {
    sku,
    hasQuickShip: available > 0,
    availableCount: available,
    backorderedCount: items.length - available,
    message: available > 0 ? `${available} ready-made versions ship soonest` : '',
  };
}

export const quickShipResolvers = {
  quickShip: ({ params, session, site }) => {
    const items = quickShipItems(params['sku'] ?? '', session.zip, site);
    const strip = ({ inStock: _s, ...rest }: Record<string, unknown> & { inStock: boolean }) => rest;
    return {
      availableItems: items.filter((i) => i.inStock).map(strip),
      backorderedItems: items.filter((i) => !i.inStock).map(strip),
      inStockMessage: 'These ready-made pieces ship soonest.',
      backorderedMessage: 'These pieces are backordered but still ship sooner than a special order.',
    };
  },
  quickShipAvailability: ({ input, session, site }) => quickShipAvailability(str(input, 'sku'), session.zip, site),
} satisfies Resolvers;
