/** [ref: quick-ship#calls] quick-ship ('See What's Available Soonest'). */
import { imageSet } from '../catalogue/choices';
import { materialImage, materialName, stockFabrics } from '../catalogue/fabrics';
import { OPTION_CODES } from '../catalogue/options';
import { getProduct } from '../catalogue/products';
import { hash } from '../catalogue/seed';
import { formatCents } from '../catalogue/seed';
import { type Resolvers } from '../serve-call';
import { str } from '../read-input';

/**
 * Quick-ship line items of a product: its first size in each stock fabric. What is in stock
 * depends on the shopper's ZIP (the session's, once the change-ZIP panel set one), so the
 * panel shows other lines after a ZIP change.
 */
export function quickShipItems(
  sku: string,
  zip: string | null = null,
  site: 'US' | 'CA' = 'US',
): Array<Record<string, unknown> & { inStock: boolean }> {
  const product = getProduct(sku);
  if (!product?.isSpecialOrder || !product.options.some((o) => o.optionType === 'fabric')) return [];
  const size = product.options.find((o) => o.optionType === 'size');
  const variant = product.variants[0];
  return stockFabrics.map((m, i) => {
    const inStock = (hash(zip ? `${product.sku}/${m.code}/${zip}` : `${product.sku}/${m.code}`) + i) % 3 !== 0;
    const where = zip ? ` to ${zip}` : '';
    const sizeChoice = size?.choices.find((c) => c.code === variant?.sizeCode);
    return {
      inStock,
      title: `${product.name} in ${materialName(m)}`,
      priceDisplayString: formatCents(product.currentPrice + m.addPrice, site),
      images: imageSet(product.imagePath),
      sku: variant?.sku ?? product.sku,
      availabilityDisplayString: inStock
        ? `In stock. Ships${where} in 1-2 weeks.`
        : `Backordered. Ships${where} in 4-6 weeks.`,
      selectedOptionChoices: [
        {
          optionType: 'fabric',
          optionCode: OPTION_CODES.fabric,
          optionSequence: 1,
          source: 0,
          selectedChoice: { code: m.code, title: m.family, text: m.colour, images: imageSet(materialImage(m)) },
        },
        ...(sizeChoice
          ? [
              {
                optionType: 'size',
                optionCode: OPTION_CODES.size,
                optionSequence: 2,
                source: 0,
                selectedChoice: {
                  code: sizeChoice.code,
                  title: sizeChoice.title,
                  text: sizeChoice.text,
                  images: imageSet(product.imagePath),
                },
              },
            ]
          : []),
      ],
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
