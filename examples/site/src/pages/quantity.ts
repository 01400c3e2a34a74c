import { html, props, trusted, type SafeHtml } from '../html.js';
import { cartItemCount } from '../mock.js';
import type { Page, PageContext, SitePage } from './layout/context.js';

/** Props of the quantity-selector island as the pages send them [ref: quantity-selector#validation]. */
export interface QuantityProps {
  value: number;
  name: string;
  /** Accessible name of the spinbutton. */
  label?: string;
}

/** The server fallback inside a quantity island: a plain number input that submits as is. */
export function quantityFallback(label: string, name: string, value: number | string): SafeHtml {
  return html`<label class="qty-fallback">${label} <input type="number" name="${name}" value="${value}" min="1" max="99" step="1" inputmode="numeric"></label>`;
}

/** A quantity-selector island with `data-props`; `attrs` adds `data-load` and friends. */
export function quantityIsland(id: string, label: string, p: QuantityProps, attrs: SafeHtml | '' = ''): SafeHtml {
  return html`<div data-island="quantity-selector" id="${id}" data-props='${props({ label, ...p })}' ${attrs}>${quantityFallback(label, p.name, p.value)}</div>`;
}

function row(id: string, item: string, island: SafeHtml, removable = false): SafeHtml {
  return html`<li class="qty-row" id="${id}" ${removable ? html`data-removable` : ''}><span class="item-name">${item}</span> ${island}</li>`;
}

/** One row the 'Load more items' button inserts (GET /fragments/quantity-row?n=N). */
export function quantityRowFragment(n: number): string {
  const name = `qty-extra-${n}`;
  return row(
    `row-extra-${n}`,
    `Extra item ${n}`,
    quantityIsland(`qty-extra-${n}`, `Quantity of extra item ${n}`, { value: 1, name }),
    true,
  ).value;
}

function submitted(form: URLSearchParams | undefined): SafeHtml | '' {
  if (!form) return '';
  const entries = [...form.entries()].filter(([key]) => key.startsWith('qty-'));
  return html`<section id="submitted" class="notice" aria-labelledby="submitted-title">
  <h2 id="submitted-title">Submitted quantities</h2>
  <dl>${entries.map(([key, value]) => html`<dt>${key}</dt><dd data-name="${key}">${value}</dd>`)}</dl>
</section>`;
}

/**
 * /demo/quantity: quantity selectors in a legacy form, each way of passing props, each
 * `data-load`, AJAX-inserted and removed rows, one island with a wrongly typed prop, one with
 * broken JSON, and a cart-count island. Posting the form echoes what it submitted.
 */
export function quantityPage(ctx: PageContext): Page {
  const main = html`<h1>Quantity selector demo</h1>
${submitted(ctx.form)}
<p>Cart count island: <span data-island="cart-count" id="cart-count-island" data-props='{"count":0}'>0</span> items.
  A legacy header's own count, which follows <code>hearth:cart-updated</code> (<code>/assets/site/legacy.js</code>):
  <span id="legacy-cart-count">${cartItemCount(ctx.session.id)}</span>.
  <button type="button" id="simulate-cart-update" class="button button--secondary">Simulate cart update</button></p>
<form method="post" action="/demo/quantity" id="quantity-form" class="legacy-form">
  <input type="hidden" name="__RequestVerificationToken" value="${ctx.session.token}">
  <ul id="qty-rows" class="qty-rows">
    ${row('row-sofa', 'Harbor Sofa (data-props)', quantityIsland('qty-sofa', 'Quantity of Harbor Sofa', { value: 2, name: 'qty-sofa' }))}
    ${row(
      'row-chair',
      'Alfie Chair (props in a JSON script)',
      html`<div data-island="quantity-selector" id="qty-chair"><script type="application/json" data-island-props>{"value":3,"name":"qty-chair","label":"Quantity of Alfie Chair"}</script>${quantityFallback('Quantity of Alfie Chair', 'qty-chair', 3)}</div>`,
    )}
    ${row('row-lamp', 'Arc Floor Lamp (removable)', quantityIsland('qty-lamp', 'Quantity of Arc Floor Lamp', { value: 1, name: 'qty-lamp' }), true)}
    ${row('row-rug', 'Wool Rug (data-load="interaction")', quantityIsland('qty-rug', 'Quantity of Wool Rug', { value: 4, name: 'qty-rug' }, html`data-load="interaction"`))}
    ${row(
      'row-bad-props',
      'Bad props (value is a string)',
      html`<div data-island="quantity-selector" id="qty-bad-props" data-props='{"value":"two"}'>${quantityFallback('Quantity of bad-props item', 'qty-bad-props', 2)}</div>`,
    )}
    ${row(
      'row-bad-json',
      'Broken JSON props',
      // deliberately invalid JSON: the island must keep this fallback and log one error
      html`<div data-island="quantity-selector" id="qty-bad-json" data-props='${trusted('{"value":2,"name":')}'>${quantityFallback('Quantity of broken-JSON item', 'qty-bad-json', 2)}</div>`,
    )}
  </ul>
  <p class="actions">
    <button type="button" id="load-more" data-fragment="/fragments/quantity-row">Load more items</button>
    <button type="button" id="remove-row">Remove row</button>
    <button type="submit" id="submit-quantities">Update quantities</button>
  </p>
  <div class="spacer" aria-hidden="true"></div>
  <h2>Far below the fold</h2>
  <ul class="qty-rows">
    ${row('row-visible', 'Throw Pillow (data-load="visible")', quantityIsland('qty-visible', 'Quantity of Throw Pillow', { value: 5, name: 'qty-visible' }, html`data-load="visible"`))}
  </ul>
</form>`;
  return {
    title: 'Quantity selector demo',
    main,
    scripts: ['/assets/site/demo-quantity.js', '/assets/site/legacy.js'],
  };
}

export default {
  routes: [{ path: '/demo/quantity', render: quantityPage, acceptsPost: true }],
  devLinks: [['/demo/quantity', 'Quantity selector test bed']],
} satisfies SitePage;
