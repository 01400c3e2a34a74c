import { html, type SafeHtml } from '../../html.js';
import {
  DEMO_ACCOUNT,
  DEMO_CERTIFICATES,
  DEMO_GIFT_CARDS,
  DEMO_PHONE,
  DEMO_PROMOS,
  DEMO_TEST_CARDS,
  FINANCING_MINIMUM,
} from '../../mock.js';

/** What each demo promo code does (the mock API's DEMO_PROMOS gives the percentages). */
const PROMO_NOTES: Record<string, string> = { EXPIRES: ', refused at Place Order' };

/** Card numbers as people write them: groups of four. */
const grouped = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');

/**
 * The demo data a visitor needs, from the mock API: the demo account, the promo codes, a gift
 * card, the reward certificates and the test card numbers. Shown on the sign-in page and /dev.
 */
export function demoHint(id: string): SafeHtml {
  const [giftCard, giftCardData] = Object.entries(DEMO_GIFT_CARDS).find(([, g]) => g.balance > 0) ?? [
    '',
    { pin: '', balance: 0 },
  ];
  return html`<aside class="demo-hint" aria-labelledby="${id}-title">
  <h2 id="${id}-title">Trying the demo?</h2>
  <dl>
    <div><dt>Demo account</dt><dd><code>${DEMO_ACCOUNT.email}</code>, password <code>${DEMO_ACCOUNT.password}</code></dd></div>
    <div><dt>Phone</dt><dd><code>${DEMO_PHONE}</code> (the forms refuse a 555 exchange)</dd></div>
    <div><dt>Promo codes</dt><dd>${Object.entries(DEMO_PROMOS).map(
      ([code, percent], i) => html`${i ? ', ' : ''}<code>${code}</code> (${percent}% off${PROMO_NOTES[code] ?? ''})`,
    )}</dd></div>
    <div><dt>Gift card</dt><dd><code>${grouped(giftCard)}</code>, PIN <code>${giftCardData.pin}</code> ($${giftCardData.balance / 100})</dd></div>
    <div><dt>Reward certificates</dt><dd>${Object.entries(DEMO_CERTIFICATES).map(
      ([code, cents], i) => html`${i ? ', ' : ''}<code>${code}</code> ($${cents / 100})`,
    )}</dd></div>
    <div><dt>Store credit card</dt><dd>The demo account's saved store card ending <code>7788</code> asks for an offer; financing under $${FINANCING_MINIMUM / 100} is refused (the offer's error view)</dd></div>
    <div><dt>Test cards</dt><dd><ul>${DEMO_TEST_CARDS.map(
      (card) => html`<li><code>${grouped(card.number)}</code> ${card.type}: ${card.result}</li>`,
    )}</ul>Any future expiry date; a saved card's security code <code>000</code> fails verification.</dd></div>
  </dl>
</aside>`;
}
