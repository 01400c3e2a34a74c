import { html, type SafeHtml } from '../html.js';
import type { Page, PageContext, SitePage } from './layout/context.js';

function infoPage(title: string, sections: ReadonlyArray<readonly [heading: string, text: string]>): Page {
  const main: SafeHtml = html`<article class="narrow prose">
<h1>${title}</h1>
<p class="lede">Hearth is a demo store: no orders are placed, no payment is taken, and these pages describe the demo rather than a real shop.</p>
${sections.map(([heading, text]) => html`<h2>${heading}</h2><p>${text}</p>`)}
</article>`;
  return { title, main };
}

/** /customer-service/terms-of-use (linked from the sign-in widget, opens in a new window) [ref: sign-in#screens]. */
export function termsPage(_ctx: PageContext): Page {
  return infoPage('Terms of Use', [
    [
      'Using the demo',
      'You may browse, add to the cart, sign in with the demo account and check out as often as you like. Everything resets when the demo server restarts.',
    ],
    [
      'Products and prices',
      'Products, prices, stock and delivery times are invented for the demo. Made-to-order pieces show how the configurator prices sizes, fabrics and legs.',
    ],
    ['Orders', 'Placing an order reaches the demo backend only. Nothing is made, shipped or charged.'],
    ['Changes', 'These terms change with the demo. The current version is always on this page.'],
  ]);
}

/** /customer-service/privacy-policy (linked from the sign-in widget, opens in a new window) [ref: sign-in#screens]. */
export function privacyPage(_ctx: PageContext): Page {
  return infoPage('Privacy Policy', [
    [
      'What the demo keeps',
      'A session cookie names your cart and sign-in while the demo server runs; two more cookies remember the site and brand you chose. Nothing is kept after the server stops.',
    ],
    [
      'Cards and passwords',
      'Card numbers and security codes are never logged or stored: the demo keeps the last four digits of a card only. Use the test card numbers, not your own.',
    ],
    ['Analytics', "The storefront's islands announce events on the page for analytics; the demo sends them nowhere."],
    ['Questions', 'This is a demo: there is nobody to write to. The Hearth README explains how the demo works.'],
  ]);
}

/**
 * /SharedLayer/PopupV2?popupName=CreditCardVerification: the card form's "What's this?" beside the
 * security code [ref: sign-in#screens], opened in a new window.
 */
export function securityCodePage(_ctx: PageContext): Page {
  return infoPage('Card Security Code', [
    [
      'Where to find it',
      'Visa, Mastercard and Discover: the last 3 digits printed on the back of the card, on the signature strip. American Express: the 4 digits printed on the front, above the card number.',
    ],
    ['Why we ask', 'The code shows that the card is in your hands. It is sent with your payment only, and never kept.'],
    ['In the demo', 'Any 3 digits work with the test cards; a saved card fails verification with the code 000.'],
  ]);
}

export default {
  routes: [
    { path: '/SharedLayer/PopupV2', render: securityCodePage },
    { path: '/customer-service/terms-of-use', render: termsPage },
    { path: '/customer-service/privacy-policy', render: privacyPage },
  ],
  storeLinks: [
    ['/customer-service/terms-of-use', 'Terms of Use'],
    ['/customer-service/privacy-policy', 'Privacy Policy'],
    ['/SharedLayer/PopupV2?popupName=CreditCardVerification', 'Card security code'],
  ],
} satisfies SitePage;
