/** [ref: registry#calls] registry add, registry list and the recommendations for its confirmation. */
import { DEMO_REGISTRIES } from '../catalogue/account';
import { demoProducts, formattedPrice, getProduct, type DemoProduct } from '../catalogue/products';
import { type Resolvers } from '../serve-call';
import { num, str } from '../read-input';
import { addOnsOf } from './add-to-cart';

/** A carousel item [ref: registry#data]. */
export function carouselItem(p: DemoProduct): Record<string, unknown> {
  return {
    id: p.sku,
    sku: p.sku,
    name: p.name,
    navigateUrl: p.url,
    imagePath: p.imagePath,
    imagePathHiRes: p.imagePathHiRes,
    formattedPrice: formattedPrice(p),
    optionChoiceParameter: '',
    customOrderConfirmation: { hasCustomOrderConfirmation: p.hasCustomOrderConfirmation },
  };
}

/** Products to recommend beside a sku: its add-ons, then decor. */
export function recommendationsFor(sku: string, count = 8): DemoProduct[] {
  const product = getProduct(sku);
  const pool = [
    ...(product?.addOns ?? []).map((s) => getProduct(s)).filter((p): p is DemoProduct => Boolean(p)),
    ...demoProducts.filter((p) => (p.category === 'decor' || p.category === 'accessory') && !p.isNla),
  ];
  return [...new Map(pool.filter((p) => p.sku !== sku).map((p) => [p.sku, p])).values()].slice(0, count);
}

export const registryResolvers = {
  addToRegistry: ({ input, session }) => {
    const raw = Array.isArray(input['items']) ? (input['items'] as Array<Record<string, unknown>>) : [input];
    if (!session.user) return { isSuccess: false, message: 'Please sign in to add to your registry.', items: [] };
    const items = [];
    for (const r of raw) {
      const sku = str(r, 'Sku', 'sku');
      const grId = num(r, 0, 'GrId', 'grId');
      const product = getProduct(sku);
      const registry = DEMO_REGISTRIES.find((g) => g.id === grId);
      if (!product || !registry || product.isNla)
        return { isSuccess: false, message: 'This item could not be added to your registry.', items: [] };
      const quantity = num(r, 1, 'Quantity', 'quantity');
      session.registryAdds.push({ sku, quantity, grId });
      items.push({
        sku,
        grId,
        quantity,
        registryType: registry.registryType,
        name: product.name,
        imagePath: product.imagePath,
        formattedPrice: formattedPrice(product),
      });
    }
    return {
      isSuccess: true,
      message: '',
      items,
      addOns: addOnsOf(items.map((i) => i.sku)),
      registryCount: DEMO_REGISTRIES.length,
    };
  },
  registryList: ({ input, session }) => {
    const sku = str(input, 'sku');
    const adds = session.registryAdds.filter((a) => a.sku === sku);
    const signedIn = session.user !== null;
    return {
      isLoggedIn: signedIn,
      registryCount: signedIn ? DEMO_REGISTRIES.length : 0,
      giftRegistries: signedIn ? DEMO_REGISTRIES : [],
      sku,
      registryAddedData: {
        sku,
        familyId: getProduct(sku)?.familyId ?? '',
        totalQty: adds.reduce((n, a) => n + a.quantity, 0),
        // which registry it went to (the last add): Hearth's edit link opens that one
        ...(adds.length > 0 && { grId: adds.at(-1)!.grId }),
      },
      isRegistrantMode: false,
    };
  },
  recommendations: ({ input }) => {
    const sku = str(input, 'item', 'sku');
    // As a recommendations service does, the demo's names no products itself: it hands over to
    // its callback, /browse/widget/MainPi?item={sku}, which answers the product data [ref: registry#calls].
    return { title: 'You May Also Want', callbackUrl: `/browse/widget/MainPi?item=${encodeURIComponent(sku)}` };
  },
} satisfies Resolvers;
