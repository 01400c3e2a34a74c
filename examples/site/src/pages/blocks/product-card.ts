import { html, type SafeHtml } from '../../html.js';
import type { DemoProduct } from '../../mock.js';
import { money, type PageContext } from '../layout/context.js';
import { island } from '../layout/islands.js';

/** Path of the legacy add-to-cart form post (the add-to-cart island's server fallback). */
export const CART_ADD_PATH = '/cart/add';

/** The product's price as shelves show it: 'Starting at' for made-to-order upholstery. */
export function priceText(product: DemoProduct, site: PageContext['session']['site']): string {
  return `${product.isSpecialOrder ? 'Starting at ' : ''}${money(product.currentPrice, site)}`;
}

/**
 * Whether a shopper may add the product from a shelf, without choosing anything first: stock
 * items with no personalization, no custom terms and still available.
 */
export function canQuickAdd(product: DemoProduct): boolean {
  return (
    product.isStockSku &&
    !product.isSpecialOrder &&
    !product.isNla &&
    product.customizationType === 0 &&
    !product.hasCustomOrderConfirmation
  );
}

/**
 * The add-to-cart fallback every legacy page has: a form posting the sku and quantity to
 * {@link CART_ADD_PATH} with the anti-forgery field, which adds and opens the cart. Hearth's
 * `add-to-cart` island replaces it with its button and popups. `skus` posts several (a set),
 * `label` names its button.
 */
export function addToCartForm(
  ctx: PageContext,
  product: DemoProduct,
  options: {
    formId?: string;
    hasQuantityField?: boolean;
    describedBy?: string;
    skus?: readonly string[];
    label?: string;
  } = {},
): SafeHtml {
  const skus = options.skus ?? [product.sku];
  return html`<form class="add-form" method="post" action="${CART_ADD_PATH}"${options.formId ? html` id="${options.formId}"` : ''}>
  <input type="hidden" name="__RequestVerificationToken" value="${ctx.session.token}">
  ${skus.map((sku) => html`<input type="hidden" name="sku" value="${sku}">`)}
  ${options.hasQuantityField ? '' : html`<input type="hidden" name="quantity" value="1">`}
  <button type="submit" class="button button--primary add-form__button"${options.describedBy ? html` aria-describedby="${options.describedBy}"` : ''}>${options.label ?? 'Add to cart'}</button>
</form>`;
}

/** Id of a product card's name, which describes the card's 'Add to cart'. */
const cardNameId = (product: DemoProduct, scope = '') => `card-name-${scope}${product.sku}`;

/**
 * A shelf's 'Add to cart': the `add-to-cart` island (its standard popup), over the form post.
 * The button is described by the card's product name: a shelf has one 'Add to cart' per card.
 */
export function quickAdd(ctx: PageContext, product: DemoProduct, scope = ''): SafeHtml {
  const describedBy = cardNameId(product, scope);
  return island('add-to-cart', {
    id: `quick-add-${scope}${product.sku}`,
    props: { items: [{ Sku: product.sku, Location: 'Browse' }], describedBy },
    fallback: addToCartForm(ctx, product, { describedBy }),
  });
}

/**
 * A product card: picture, name (the card's one link, stretched over the card), price, what
 * it is like to get, and for stock items a quick add. `level` is its heading's level.
 */
export function productCard(
  ctx: PageContext,
  product: DemoProduct,
  options: {
    level?: 2 | 3;
    quickAdd?: boolean;
    eager?: boolean;
    /** The line under the price: what it is like to get, by default. */
    note?: string;
    /** Prefix of the card's ids, for a page that shows a product twice (two favorites lists). */
    scope?: string;
  } = {},
): SafeHtml {
  const { level = 3, quickAdd: withAdd = true, eager = false } = options;
  const name = html`<a class="card__link" id="${cardNameId(product, options.scope)}" href="${product.url}">${product.name}</a>`;
  const heading = level === 2 ? html`<h2 class="card__title">${name}</h2>` : html`<h3 class="card__title">${name}</h3>`;
  const note = options.note ?? (product.isSpecialOrder ? 'Made to order in 300+ fabrics' : product.availabilityMessage);
  const action =
    withAdd && canQuickAdd(product)
      ? quickAdd(ctx, product, options.scope)
      : html`<p class="card__more" aria-hidden="true">${product.isSpecialOrder ? 'Customize' : 'View details'} <span>→</span></p>`;
  return html`<li class="card" data-sku="${product.sku}">
  <img class="card__image" src="${product.imagePath}" alt="" width="320" height="320"${eager ? '' : html` loading="lazy"`} decoding="async">
  ${heading}
  <p class="card__price">${priceText(product, ctx.session.site)}</p>
  <p class="card__note">${note}</p>
  <div class="card__action">${action}</div>
</li>`;
}

/** A grid of product cards. */
export function productGrid(
  ctx: PageContext,
  products: readonly DemoProduct[],
  options: {
    level?: 2 | 3;
    label?: string;
    eagerFirst?: number;
    wide?: boolean;
    quickAdd?: boolean;
    scope?: string;
  } = {},
): SafeHtml {
  return html`<ul class="card-grid${options.wide ? ' card-grid--wide' : ''}"${options.label ? html` aria-label="${options.label}"` : ''}>${products.map(
    (p, i) =>
      productCard(ctx, p, {
        level: options.level ?? 3,
        eager: i < (options.eagerFirst ?? 0),
        quickAdd: options.quickAdd ?? true,
        ...(options.scope !== undefined && { scope: options.scope }),
      }),
  )}</ul>`;
}
