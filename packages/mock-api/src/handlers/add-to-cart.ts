/** The add-to-cart family and the add-ons [ref: add-to-cart#calls]: addItem, monogramConfirmation, customConfirmation. */
import { describeSelections, parseSelections, productImageFor, unitPrice } from '../catalogue/pricing';
import { CUSTOMIZATION, formattedPrice, getProduct } from '../catalogue/products';
import { formatCents } from '../catalogue/seed';
import { svgImage } from '../catalogue/seed';
import { type Resolvers } from '../serve-call';
import { num, obj, str } from '../read-input';
import { addLine, addProblem, itemCount, readItems } from './cart-lines';

/** Words the embroidery service refuses (E3001). */
const PROFANE = ['damn', 'hell', 'crap'];

/** The add-ons of the products added ([ref: add-to-cart#data] Add-on), each once. */
export function addOnsOf(skus: string[]): Array<Record<string, unknown>> {
  const seen = new Set<string>();
  const out: Array<Record<string, unknown>> = [];
  for (const sku of skus) {
    for (const addOnSku of getProduct(sku)?.addOns ?? []) {
      const p = getProduct(addOnSku);
      if (!p || seen.has(addOnSku)) continue;
      seen.add(addOnSku);
      out.push({
        sku: p.sku,
        name: p.name,
        navigateUrl: p.url,
        imagePath: p.imagePath,
        imageUrl: p.imagePath,
        imagePopup: p.imagePath,
        formattedPrice: formattedPrice(p),
      });
    }
  }
  return out;
}

export const addToCartResolvers = {
  addItem: ({ input, session }) => {
    const items = readItems(input);
    const problem = items.length === 0 ? 'No items were sent.' : items.map(addProblem).find(Boolean);
    if (problem) return { isSuccess: false, error: true, message: problem, items: [], itemCount: itemCount(session) };
    const added = items.map((item) => addLine(session, item));
    const donation = items.every((i) => getProduct(i.sku)?.category === 'donation');
    return {
      isSuccess: true,
      error: false,
      message: '',
      confirmationType: donation ? 'ignore' : 'standard',
      items: items.map((i, n) => {
        const p = getProduct(i.sku);
        // a configured special-order item: its options and the price with them [ref: add-to-cart#rules]
        const options = p?.isSpecialOrder ? describeSelections(p, i.sku, parseSelections(i.optionChoiceParameter)) : [];
        const price = p?.isSpecialOrder ? unitPrice(i.sku, i.optionChoiceParameter) : undefined;
        return {
          sku: i.sku,
          quantity: i.qty,
          name: p?.name ?? '',
          // pictured as chosen, as the cart shows the line
          imagePath: p ? productImageFor(p, parseSelections(i.optionChoiceParameter)) : '',
          formattedPrice: price !== undefined ? formatCents(price) : p ? formattedPrice(p) : '',
          lineItemId: added[n]?.id ?? '',
          selectedOptions: options.map((o) => ({ optionCode: o.optionCode, title: o.title, text: o.text })),
        };
      }),
      addOns: addOnsOf(items.map((i) => i.sku)),
      itemCount: itemCount(session),
    };
  },
  monogramConfirmation: ({ input, session }) => {
    const design = obj(input, 'design');
    const sku = str(design, 'sku') || str(input, 'sku');
    const product = getProduct(sku);
    const lines = Array.isArray(design['personalization'])
      ? (design['personalization'] as Array<Record<string, unknown>>)
      : [];
    const errors: Array<{ code: string; elementName: string; description: string }> = [];
    if (!product || product.customizationType === CUSTOMIZATION.none) {
      errors.push({ code: 'E2001', elementName: '', description: 'This item cannot be personalized.' });
    } else if (!str(design, 'templateName')) {
      errors.push({ code: 'E1001', elementName: '', description: 'Please choose a monogram style.' });
    }
    for (const line of lines) {
      const text = str(line, 'text').toLowerCase();
      if (PROFANE.some((w) => text.split(/\W+/).includes(w))) {
        errors.push({
          code: 'E3001',
          elementName: str(line, 'elementName'),
          description: 'Please change your text. It contains words we are unable to personalize.',
        });
      } else if (text.length > 12) {
        errors.push({
          code: 'E1002',
          elementName: str(line, 'elementName'),
          description: 'Each line may have up to 12 characters.',
        });
      }
    }
    if (product && lines.every((l) => !str(l, 'text'))) {
      errors.push({ code: 'E2001', elementName: '', description: 'Please enter your personalization text.' });
    }
    if (errors.length > 0 || !product) return { isSuccess: false, errors, message: errors[0]?.description ?? '' };
    const text = lines
      .map((l) => str(l, 'text'))
      .filter(Boolean)
      .join(' / ');
    const quantity = num(input, 1, 'quantity');
    const line = addLine(session, {
      sku,
      qty: quantity,
      optionChoiceParameter: '',
      location: str(design, 'locationName'),
      isPickupSelected: false,
      shipMethod: 1,
      giftRegistryId: null,
      personalizationText: text,
      personalizationId: `P-${sku}-${session.nextId}`,
      isPersonalized: true,
      isInstallationServiceRequired: false,
      installationServiceType: 0,
      recipientId: 'recipient-1',
    });
    return {
      isSuccess: true,
      errors: [],
      message: '',
      confirmationType: 'monogram',
      personalizationId: line.personalizationId,
      personalizationImage: svgImage('item', '#ece3cf', text),
      personalizationFeeMessage: 'Includes a $15.00 personalization fee.',
      items: [
        {
          sku,
          quantity,
          name: product.name,
          imagePath: product.imagePath,
          formattedPrice: formattedPrice(product),
          personalizationText: text,
        },
      ],
      itemCount: session.cart.reduce((n, l) => n + l.qty, 0),
    };
  },
  customConfirmation: ({ input }) => {
    const sku = str(input, 'sku', 'Sku');
    const product = getProduct(sku);
    const has = Boolean(product?.hasCustomOrderConfirmation);
    return {
      sku,
      optionChoiceParameter: str(input, 'optionChoiceParameter', 'OptionChoiceParameter'),
      hasCustomOrderConfirmation: has,
      title: has ? 'Custom Order' : '',
      message: has
        ? `${product?.name ?? 'This item'} is made to order for you. Custom orders cannot be cancelled or returned once production begins.`
        : '',
      acceptText: has ? 'Accept Terms And Add To Cart' : '',
    };
  },
} satisfies Resolvers;
