import { getSession, setFault, signIn } from '@hearth/mock-api';
import { clickThreeTimes, holdAnswers } from '@hearth/mock-api/testing';
import { seriousAxeViolations } from '@hearth/ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { CheckoutProps } from '../checkout';
import { NetworkPopupPart } from '../popups/lazy-popups';
import type { CheckoutCardEntryProps } from '../checkout-settings';
import { createFakeAltPay } from '@hearth/example-site/demo-providers';
import {
  callsTo,
  DEMO_ADDRESS,
  demoCheckoutData,
  seedLine,
  setupCheckoutServer,
  testEnv,
  NEW_CARD,
} from '../../testing/checkout';
import { JORDAN, renderCheckoutStep } from '../../testing/render-checkout';

const log = setupCheckoutServer();
const RC = '/ReactCheckout/';

function renderStep(step: 3 | 4, props: Partial<CheckoutProps> = {}) {
  getSession().checkout.shippingAddress = { ...JORDAN };
  const env = testEnv({
    href: () => `https://shop.example${step === 3 ? '/checkout/paymentandbilling' : '/checkout/review'}`,
  });
  return renderCheckoutStep(step, props, env);
}

/** A stand-in for `@hearth/account`'s CardEntryDialog (a feature's tests import no other feature). */
function FakeCardEntry({ open, onOpenChange, onApply, showSaveToAccount, title, returnFocus }: CheckoutCardEntryProps) {
  if (!open) return null;
  return (
    <div role="dialog" aria-label={title} data-save={String(showSaveToAccount)}>
      <button
        type="button"
        onClick={() => {
          onOpenChange(false);
          returnFocus?.focus();
        }}
      >
        Close
      </button>
      <button
        type="button"
        onClick={() => {
          onApply(NEW_CARD);
          onOpenChange(false);
        }}
      >
        Apply
      </button>
    </div>
  );
}

/** A signed-in shopper with `sku` in the cart and the store credit card (a PLCC) as card one. */
function signedInWithStoreCard(sku: string) {
  signIn();
  seedLine(sku);
  getSession().checkout.cards = [{ id: 'card-4', type: 'PLCCSynchrony', lastFour: '7788', isApplied: true }];
}
describe('Payment and Billing [ref: checkout#screens]', () => {
  it("shows billing, payment options and credits with 'Back' and 'Next: Review & Place Order'; no serious axe violation", async () => {
    seedLine('200101');
    renderStep(3);
    expect(await screen.findByRole('checkbox', { name: 'Same as my shipping address' })).toBeChecked();
    const options = screen.getByRole('group', { name: 'Payment Method' });
    expect(
      within(options)
        .getAllByRole('radio')
        .map((r) => r.parentElement?.textContent),
    ).toEqual(['Credit or Debit Card', 'PayPal or Venmo', 'Apple Pay']);
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next: Review & Place Order' })).toBeInTheDocument();
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it("signed in: 'Apply New/Saved Card' lists the saved cards, the expired one disabled; 'Update Payment' applies the chosen one", async () => {
    signIn();
    seedLine('200101');
    const { user } = renderStep(3);
    await user.click(await screen.findByRole('button', { name: 'Apply New/Saved Card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apply New/Saved Card' });
    const radios = within(dialog).getAllByRole('radio');
    expect(radios).toHaveLength(5);
    expect(within(dialog).getByRole('radio', { name: /Discover •••• 1117/ })).toBeDisabled();
    expect(within(dialog).getByRole('radio', { name: /Visa •••• 1111/ })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: /Hearth Home Card •••• 7788/ })).toBeEnabled();
    expect(await seriousAxeViolations()).toEqual([]);
    await user.click(within(dialog).getByRole('radio', { name: /Mastercard •••• 4444/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Update Payment' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(log, `${RC}SavePayment`)[0]?.body).toMatchObject({ accountCardOneData: { id: 'card-2' } });
    expect(await screen.findByText('Mastercard ending in 4444')).toBeInTheDocument();
  });

  it('card error flags [ref: checkout#data]: the card whose payment session ended says so (not applied, still named)', async () => {
    seedLine('200101');
    getSession().checkout.cards = [
      { id: 'new-1', type: 'Visa', lastFour: '0119', order: 1, hasSessionError: true, isApplied: false },
    ];
    renderStep(3);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Visa ending in 0119: Your payment session has expired. Please enter your card again.',
    );
    expect(screen.getByText('No card applied yet.')).toBeInTheDocument();
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it("PayPal chosen on the server: 'Paying with PayPal.', the provider named as the shopper knows it", async () => {
    seedLine('200101');
    getSession().checkout.alternativePayment = 'paypal';
    renderStep(3);
    expect(await screen.findByText('Paying with PayPal.')).toBeInTheDocument();
  });

  it("card error flags: a zero amount after a gift card paid it all, in the server's words", async () => {
    signIn();
    seedLine('300101');
    getSession().checkout.cards = [{ id: 'card-1', type: 'Visa', lastFour: '1111', order: 1 }];
    getSession().checkout.giftCards = [{ cardNumber: '6006491234567890', amount: 1_000_000 }];
    renderStep(3, { messages: { hasZeroAmountError: 'Gift cards cover this order.' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Visa ending in 1111: Gift cards cover this order.');
  });

  it('a malformed card error flag in an answer is the error popup, never shown as a flag', async () => {
    signIn();
    seedLine('200101');
    const { user } = renderStep(3);
    log.server.use(
      http.get(`*${RC}RefreshCheckout`, () =>
        HttpResponse.json({
          isSuccess: true,
          checkoutData: {
            ...demoCheckoutData(),
            paymentData: { creditCardData: { cardOneInfo: { lastFour: '1111', hasSessionError: 'yes' } } },
          },
        }),
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'Apply New/Saved Card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apply New/Saved Card' });
    await user.click(within(dialog).getByRole('button', { name: 'Update Payment' }));
    expect(await screen.findByRole('dialog', { name: "We're Sorry." })).toBeInTheDocument();
    expect(screen.queryByText(/payment session/)).toBeNull();
  });

  it("'Add New Card' on an npm page renders the cardEntry prop, titled 'Add New Card' as its button ([ref: checkout#screens], not the cart's 'Apply New Card'); its card goes to SavePayment, never into the page's text", async () => {
    seedLine('200101');
    const { user } = renderStep(3, { cardEntry: FakeCardEntry });
    await user.click(await screen.findByRole('button', { name: 'Add New Card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Card' });
    expect(dialog).toHaveAttribute('data-save', 'false');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Visa ending in 1111')).toBeInTheDocument();
    expect(callsTo(log, `${RC}SavePayment`)[0]?.body).toMatchObject({
      cardOneData: { number: '4111111111111111', cvv: '123' },
      accountCardOneData: null,
    });
    expect(screen.queryByRole('dialog', { name: 'Add New Card' })).toBeNull();
    expect(document.body.textContent).not.toContain('4111111111111111');
  });

  it("signed in, 'Apply new card' of 'Apply New/Saved Card' opens the cardEntry prop too, offering to save", async () => {
    signIn();
    seedLine('200101');
    const { user } = renderStep(3, { cardEntry: FakeCardEntry });
    await user.click(await screen.findByRole('button', { name: 'Apply New/Saved Card' }));
    const saved = await screen.findByRole('dialog', { name: 'Apply New/Saved Card' });
    await user.click(within(saved).getByRole('button', { name: 'Apply new card' }));
    expect(await screen.findByRole('dialog', { name: 'Add New Card' })).toHaveAttribute('data-save', 'true');
  });

  it("'Add New Card' on a script-tag page opens the card-entry island titled 'Add New Card' [ref: checkout#screens]", async () => {
    seedLine('200101');
    const open = vi.fn(async () => undefined);
    vi.stubGlobal('hearth', { open });
    try {
      const { user } = renderStep(3);
      const button = await screen.findByRole('button', { name: 'Add New Card' });
      await user.click(button);
      expect(open).toHaveBeenCalledWith(
        'card-entry',
        expect.objectContaining({ title: 'Add New Card', showSaveToAccount: false }),
        button,
      );
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("'Add New Card' with neither the cardEntry prop nor the script tag says what is missing in one console error", async () => {
    seedLine('200101');
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderStep(3);
    await user.click(await screen.findByRole('button', { name: 'Add New Card' }));
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]?.[0])).toMatch(/hearth checkout: 'Add New Card' needs .*cardEntry/);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it.each([
    [true, 1],
    [false, 0],
  ])(
    "with isPayWithTwoCreditCardsEnabled %s and two saved cards, 'Pay with two cards' shows %i times [ref: checkout#data, #rules]",
    async (enabled, count) => {
      signIn();
      seedLine('200101');
      const data = demoCheckoutData();
      const checkoutData = { ...data, paymentData: { ...data.paymentData, isPayWithTwoCreditCardsEnabled: enabled } };
      renderStep(3, { checkoutData });
      await screen.findByRole('button', { name: 'Apply New/Saved Card' });
      expect(screen.queryAllByRole('button', { name: 'Pay with two cards' })).toHaveLength(count);
    },
  );

  it("'Select Two Cards': a third is disabled at two; Update with one says 'Please select two cards.'", async () => {
    signIn();
    seedLine('200101');
    const { user } = renderStep(3);
    await user.click(await screen.findByRole('button', { name: 'Pay with two cards' }));
    const dialog = await screen.findByRole('dialog', { name: 'Select Two Cards' });
    // the saved-card limit as the popup says it [ref: checkout#strings, #limits]
    expect(
      within(dialog).getByText('Choose two cards to split your payment. You can save up to 5 cards to your account.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: /Visa •••• 1111/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Update Payment' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please select two cards.');
    await user.click(within(dialog).getByRole('checkbox', { name: /Mastercard •••• 4444/ }));
    expect(within(dialog).getByRole('checkbox', { name: /American Express •••• 0005/ })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Update Payment' }));
    await waitFor(() => expect(callsTo(log, `${RC}SavePayment`)).toHaveLength(1));
    expect(callsTo(log, `${RC}SavePayment`)[0]?.body).toMatchObject({
      accountCardOneData: { id: 'card-1' },
      accountCardTwoData: { id: 'card-2' },
    });
  });

  it('a promo code applies; Next: Review moves to Review and Place Order', async () => {
    seedLine('200101');
    const { user, env } = renderStep(3);
    await user.type(await screen.findByRole('textbox', { name: 'Promo code' }), 'WELCOME10');
    await user.click(
      within(screen.getByRole('textbox', { name: 'Promo code' }).closest('form')!).getByRole('button', {
        name: 'Apply',
      }),
    );
    await waitFor(() => expect(callsTo(log, `${RC}ApplyPromoCode`)).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Next: Review & Place Order' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Review and Place Order' })).toBeInTheDocument();
    expect(env.pushRoute).toHaveBeenCalledWith('/checkout/review');
  });

  it("three clicks 250 ms apart where a code's 'Apply' is, failing (503): applied once, and the 'Network Error' popup the first opened stays open", async () => {
    seedLine('200101');
    setFault('ApplyTenderCode', 'http503');
    const { user } = renderStep(3);
    const field = await screen.findByRole('textbox', { name: 'Tender code' });
    await user.type(field, 'TENDER25');
    // the popup's code is in, as on a page that has rested: it opens between the clicks
    await NetworkPopupPart.preload();
    const landed = await clickThreeTimes(within(field.closest('form')!).getByRole('button', { name: 'Apply' }));
    const popup = await screen.findByRole('dialog', { name: 'Network Error' });
    expect(landed[2]).toBe(popup);
    // an apply the third click sent would be in by now
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(callsTo(log, `${RC}ApplyTenderCode`)).toHaveLength(1);
    expect(popup).toHaveAttribute('open');
  }, 15_000);

  it('a failure that comes after the checkout has left the page is dropped: nothing logged, no navigation', async () => {
    seedLine('200101');
    setFault('ApplyTenderCode', 'http503');
    const release = holdAnswers(log.server, `${RC}ApplyTenderCode`);
    const { user, env, unmount } = renderStep(3);
    const field = await screen.findByRole('textbox', { name: 'Tender code' });
    await user.type(field, 'TENDER25');
    await user.click(within(field.closest('form')!).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(callsTo(log, `${RC}ApplyTenderCode`)).toHaveLength(1));
    unmount();
    release();
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(env.log).not.toHaveBeenCalled();
    expect(env.navigate).not.toHaveBeenCalled();
    // nothing else was sent for it (the failure's /Checkout/Log line)
    expect(log.calls.map((call) => call.path).filter((path) => path.endsWith('/Log'))).toEqual([]);
  });

  it("'Next: Review & Place Order' is busy while a code is being applied, and takes the click once it is in", async () => {
    seedLine('200101');
    const release = holdAnswers(log.server, `${RC}ApplyPromoCode`);
    const { user, env } = renderStep(3);
    const next = screen.getByRole('button', { name: 'Next: Review & Place Order' });
    await user.type(await screen.findByRole('textbox', { name: 'Promo code' }), 'WELCOME10');
    await user.click(
      within(screen.getByRole('textbox', { name: 'Promo code' }).closest('form')!).getByRole('button', {
        name: 'Apply',
      }),
    );
    expect(next).toHaveAttribute('aria-disabled', 'true');
    release();
    await waitFor(() => expect(next).not.toHaveAttribute('aria-disabled', 'true'));
    await user.click(next);
    await waitFor(() => expect(env.pushRoute).toHaveBeenCalledWith('/checkout/review'));
  });
});

describe('a card to verify [ref: checkout#screens, #rules, #validation]', () => {
  it('security code: required, 4 digits for American Express, help, VerifyCreditCard; failure then success', async () => {
    signIn();
    seedLine('200101');
    getSession().checkout.cards = [
      {
        id: 'card-3',
        type: 'AmericanExpress',
        lastFour: '0005',
        appliedAmountString: '49.00',
        isApplied: true,
        verifyCreditCard: true,
      },
    ];
    const { user } = renderStep(3);
    const field = await screen.findByRole('textbox', { name: /^Security Code/ });
    expect(field).toHaveAttribute('maxlength', '4');
    expect(screen.getByRole('link', { name: 'What is this?' })).toHaveAttribute(
      'href',
      '/SharedLayer/PopupV2?popupName=CreditCardVerification',
    );
    await user.click(screen.getByRole('button', { name: 'Verify Card' }));
    expect(field).toHaveAccessibleDescription('Please enter a valid security code.');
    // past the moment a request made then would have reached the mock server
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(callsTo(log, `${RC}VerifyCreditCard`)).toHaveLength(0);
    await user.type(field, '12');
    await user.click(screen.getByRole('button', { name: 'Verify Card' }));
    expect(field).toHaveAccessibleDescription('The security code you entered is not valid.');
    await user.clear(field);
    await user.type(field, '0000');
    await user.click(screen.getByRole('button', { name: 'Verify Card' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription('We could not verify this card.'));
    await user.clear(field);
    await user.type(field, '1234');
    await user.click(screen.getByRole('button', { name: 'Verify Card' }));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: /^Security Code/ })).toBeNull());
    expect(callsTo(log, `${RC}VerifyCreditCard`).map((c) => c.body)).toEqual([
      { cardData: { id: 'card-3', cvv: '0000' } },
      { cardData: { id: 'card-3', cvv: '1234' } },
    ]);
  });
});

describe('Review and Place Order [ref: checkout#screens, #rules]', () => {
  it('shows what is to be confirmed: the items with pictures and prices, the addresses, every tender with its amount', async () => {
    seedLine('200101', { qty: 2 });
    getSession().checkout.giftCards = [{ cardNumber: '6006491234567890', amount: 1000 }];
    getSession().checkout.cards = [{ id: 'card-1', type: 'Visa', lastFour: '1111', isApplied: true }];
    const { container } = renderStep(4);
    const item = (await screen.findByText('Linen Throw Pillow 20"')).closest('li')!;
    expect(within(item).getByText('Qty 2')).toBeInTheDocument();
    expect(within(item).getByText('$119.90')).toBeInTheDocument();
    expect(item.querySelector('img')).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('heading', { level: 3, name: 'Billing Address' })).toBeInTheDocument();
    expect(screen.getByText('Same as my shipping address')).toBeInTheDocument();
    expect(screen.getByText('Gift card ending in 7890')).toBeInTheDocument();
    expect(screen.getByText('$10.00')).toBeInTheDocument();
    // the card pays the rest, as money
    expect(container.textContent).toMatch(/Visa ending in 1111 Amount: \$\d+\.\d{2}/);
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it("'Place Order' places the order once and goes to the confirmation", async () => {
    signIn();
    seedLine('200101');
    getSession().checkout.cards = [
      { id: 'card-1', type: 'Visa', lastFour: '1111', appliedAmountString: '49.00', isApplied: true },
    ];
    const { user, env } = renderStep(4);
    expect(await screen.findByText('Visa ending in 1111')).toBeInTheDocument();
    expect(await seriousAxeViolations()).toEqual([]);
    await user.dblClick(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() =>
      expect(env.navigate).toHaveBeenCalledWith(expect.stringMatching(/^\/checkout\/confirmation\?orderNumber=/)),
    );
    expect(callsTo(log, `${RC}PlaceOrder`)).toHaveLength(1);
  });

  it("while the order is being placed, 'Back' is disabled: a press there stays on Review", async () => {
    signIn();
    seedLine('200101');
    getSession().checkout.cards = [
      { id: 'card-1', type: 'Visa', lastFour: '1111', appliedAmountString: '49.00', isApplied: true },
    ];
    const { user, env } = renderStep(4);
    expect(await screen.findByText('Visa ending in 1111')).toBeInTheDocument();
    const back = screen.getByRole('button', { name: 'Back' });
    expect(back).toBeEnabled();
    const release = holdAnswers(log.server, `${RC}PlaceOrder`);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(callsTo(log, `${RC}PlaceOrder`)).toHaveLength(1));
    expect(back).toBeDisabled();
    await user.click(back);
    expect(screen.getByRole('heading', { level: 2, name: 'Review and Place Order' })).toBeInTheDocument();
    release();
    await waitFor(() =>
      expect(env.navigate).toHaveBeenCalledWith(expect.stringMatching(/^\/checkout\/confirmation\?orderNumber=/)),
    );
    expect(env.pushRoute).not.toHaveBeenCalled();
  });

  it("three clicks 250 ms apart where 'Place Order' is, failing (503): placed once, and the 'Network Error' popup the first opened stays open", async () => {
    signIn();
    seedLine('200101');
    getSession().checkout.cards = [
      { id: 'card-1', type: 'Visa', lastFour: '1111', appliedAmountString: '49.00', isApplied: true },
    ];
    setFault('PlaceOrder', 'http503');
    renderStep(4);
    expect(await screen.findByText('Visa ending in 1111')).toBeInTheDocument();
    await NetworkPopupPart.preload();
    const landed = await clickThreeTimes(screen.getByRole('button', { name: 'Place Order' }));
    const popup = await screen.findByRole('dialog', { name: 'Network Error' });
    expect(landed[2]).toBe(popup);
    // an order the third click placed would be in by now
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(callsTo(log, `${RC}PlaceOrder`)).toHaveLength(1);
    expect(popup).toHaveAttribute('open');
  }, 15_000);

  it("an authorization failure shows 'Payment Error'; 'Update Payment' goes back to the payment step", async () => {
    seedLine('200101');
    getSession().checkout.cards = [
      { id: 'new-1', type: 'Visa', lastFour: '0002', appliedAmountString: '49.00', isApplied: true },
    ];
    const { user, env } = renderStep(4);
    await user.click(await screen.findByRole('button', { name: 'Place Order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Payment Error' });
    expect(await seriousAxeViolations()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Update Payment' }));
    expect(env.pushRoute).toHaveBeenCalledWith(
      '/checkout/paymentandbilling?paymentErrorId=authorizationError#header_payment',
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Payment and Billing' })).toBeInTheDocument();
  });

  it("with Apple Pay as the payment, 'Place Order' opens the Apple Pay sheet and sends PlaceApplePayOrder once, not PlaceOrder", async () => {
    seedLine('200101');
    getSession().checkout.alternativePayment = 'applepay';
    const data = demoCheckoutData();
    const checkoutData = {
      ...data,
      paymentData: { ...data.paymentData, alternativePaymentsData: { selected: 'applepay' } },
    };
    const fake = createFakeAltPay();
    const env = testEnv({ altPay: async () => fake, href: () => 'https://shop.example/checkout/review' });
    const { user } = renderStep(4, { checkoutData, env });
    await user.dblClick(await screen.findByRole('button', { name: 'Place Order' }));
    await waitFor(() =>
      expect(env.navigate).toHaveBeenCalledWith(expect.stringMatching(/^\/checkout\/confirmation\?orderNumber=/)),
    );
    expect(fake.loaded).toEqual(['applepay']);
    expect(callsTo(log, `${RC}PlaceApplePayOrder`)).toHaveLength(1);
    expect(callsTo(log, `${RC}PlaceOrder`)).toHaveLength(0);
  });
});

describe('tax exemption on the payment step ([ref: checkout#calls] ApplyTaxExemption)', () => {
  it('the checkbox shows what the checkout data says, and changes only once the server applied it', async () => {
    seedLine('200101');
    const data = demoCheckoutData();
    const { user } = renderStep(3, {
      checkoutData: { ...data, paymentData: { ...data.paymentData, isTaxExemptionApplied: true } },
    });
    const box = await screen.findByRole('checkbox', { name: 'This order is tax exempt' });
    expect(box).toBeChecked();
    await user.click(box);
    await waitFor(() => expect(callsTo(log, `${RC}ApplyTaxExemption`)).toHaveLength(1));
    expect(callsTo(log, `${RC}ApplyTaxExemption`)[0]?.body).toEqual({ isTaxExemptionApplied: false });
    await waitFor(() => expect(box).not.toBeChecked());
    expect(box).toBeEnabled();
  });

  it('a refused ApplyTaxExemption leaves the checkbox as it was', async () => {
    seedLine('200101');
    log.server.use(
      http.post(`*${RC}ApplyTaxExemption`, () =>
        HttpResponse.json({ isSuccess: false, errorMessage: 'Tax exemption is not available for this order.' }),
      ),
    );
    const { user } = renderStep(3);
    const box = await screen.findByRole('checkbox', { name: 'This order is tax exempt' });
    await user.click(box);
    expect(await screen.findByText('Tax exemption is not available for this order.')).toBeInTheDocument();
    expect(box).not.toBeChecked();
  });
});

describe('alternative payments on the payment step ([ref: checkout#data] payment options)', () => {
  /** A provider with vendor buttons, as the built-in one is (its vendor's part played by the test). */
  function withVendorButtons(
    shows: Partial<Record<'paypal' | 'venmo', 'render' | 'ineligible'>>,
    /**
     * Told when the checkout removes a vendor button, and when a render starts; `rendered`, when
     * given, holds each render until it settles.
     */
    vendor: {
      removed?: (method: 'paypal' | 'venmo') => void;
      rendering?: () => void;
      rendered?: Promise<void>;
    } = {},
  ) {
    const fake = createFakeAltPay();
    return {
      ...fake,
      renderButton: async (method: 'paypal' | 'venmo', container: HTMLElement) => {
        vendor.rendering?.();
        await vendor.rendered;
        if (shows[method] !== 'render') return null;
        const button = container.appendChild(document.createElement('button'));
        button.textContent = `${method} (vendor)`;
        return () => {
          button.remove();
          vendor.removed?.(method);
        };
      },
    };
  }

  it("'PayPal or Venmo' renders the provider's own buttons where it has them; Venmo not eligible shows nothing", async () => {
    seedLine('200101');
    const env = testEnv({ altPay: async () => withVendorButtons({ paypal: 'render', venmo: 'ineligible' }) });
    const { user } = renderStep(3, { env });
    await user.click(await screen.findByRole('radio', { name: 'PayPal or Venmo' }));
    expect(await screen.findByRole('button', { name: 'paypal (vendor)' })).toBeInTheDocument();
    expect(screen.queryByText('Loading payment options…')).toBeNull();
    expect(screen.queryByRole('button', { name: /venmo/i })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Pay with PayPal' })).toBeNull();
  });

  it("a provider without vendor buttons (the demo's) gets Hearth's buttons, which run its flow", async () => {
    seedLine('200101');
    const fake = createFakeAltPay();
    const { user } = renderStep(3, { env: testEnv({ altPay: async () => fake }) });
    await user.click(await screen.findByRole('radio', { name: 'PayPal or Venmo' }));
    await user.click(await screen.findByRole('button', { name: 'Pay with Venmo' }));
    await waitFor(() => expect(callsTo(log, '/checkout/alternativepayments/savepaypalpayment')).toHaveLength(1));
    expect(fake.loaded).toEqual(['venmo']);
  });

  it('an option the page does not offer is not shown (Apple Pay without ApplePaySession), nor any when the server turned them off', async () => {
    seedLine('200101');
    const env = testEnv({ altPayOffers: (method) => method !== 'applepay' });
    renderStep(3, { env });
    const options = await screen.findByRole('group', { name: 'Payment Method' });
    expect(
      within(options)
        .getAllByRole('radio')
        .map((r) => r.parentElement?.textContent),
    ).toEqual(['Credit or Debit Card', 'PayPal or Venmo']);
  });

  it("choosing another option removes the vendor's button", async () => {
    seedLine('200101');
    const removed = vi.fn();
    const { user } = renderStep(3, {
      env: testEnv({ altPay: async () => withVendorButtons({ paypal: 'render' }, { removed }) }),
    });
    await user.click(await screen.findByRole('radio', { name: 'PayPal or Venmo' }));
    expect(await screen.findByRole('button', { name: 'paypal (vendor)' })).toBeInTheDocument();
    expect(removed).not.toHaveBeenCalled();
    await user.click(screen.getByRole('radio', { name: 'Credit or Debit Card' }));
    expect(removed).toHaveBeenCalledWith('paypal');
  });

  it('a vendor button handed over only after the step left PayPal is removed at once', async () => {
    seedLine('200101');
    let render = () => {};
    let rendering = () => {};
    const late = vi.fn();
    const rendered = new Promise<void>((resolve) => (render = resolve));
    const started = new Promise<void>((resolve) => (rendering = resolve));
    const { user } = renderStep(3, {
      env: testEnv({
        altPay: async () => withVendorButtons({ paypal: 'render' }, { removed: late, rendering, rendered }),
      }),
    });
    await user.click(await screen.findByRole('radio', { name: 'PayPal or Venmo' }));
    // the vendor is rendering its button, not handed over yet
    await act(() => started);
    expect(screen.getAllByText('Loading payment options…')).toHaveLength(2);
    await user.click(screen.getByRole('radio', { name: 'Credit or Debit Card' }));
    render();
    await waitFor(() => expect(late).toHaveBeenCalledWith('paypal'));
  });

  it("Hearth's 'Pay with PayPal' and PayPal's place are busy while the approval is saved", async () => {
    seedLine('200101');
    const release = holdAnswers(log.server, '/checkout/alternativepayments/savepaypalpayment');
    const { user, container } = renderStep(3, { env: testEnv({ altPay: async () => createFakeAltPay() }) });
    await user.click(await screen.findByRole('radio', { name: 'PayPal or Venmo' }));
    const pay = await screen.findByRole('button', { name: 'Pay with PayPal' });
    const place = container.querySelector('[data-method="paypal"]');
    expect(place).toHaveAttribute('aria-busy', 'false');
    await user.click(pay);
    await waitFor(() => expect(callsTo(log, '/checkout/alternativepayments/savepaypalpayment')).toHaveLength(1));
    expect(place).toHaveAttribute('aria-busy', 'true');
    expect(pay).toHaveAttribute('aria-busy', 'true');
    release();
    await waitFor(() => expect(place).toHaveAttribute('aria-busy', 'false'));
  });

  it('isAlternativePaymentsEnabled false: only cards', async () => {
    seedLine('200101');
    const data = demoCheckoutData();
    const checkoutData = { ...data, paymentData: { ...data.paymentData, isAlternativePaymentsEnabled: false } };
    renderStep(3, { checkoutData });
    const options = await screen.findByRole('group', { name: 'Payment Method' });
    expect(
      within(options)
        .getAllByRole('radio')
        .map((r) => r.parentElement?.textContent),
    ).toEqual(['Credit or Debit Card']);
  });
});

describe("Apple Pay's provider loads before the click (the sheet opens in the click's task)", () => {
  it('on choosing Apple Pay in the payment step, and on the review step when Apple Pay is the payment', async () => {
    seedLine('200101');
    const fake = createFakeAltPay();
    const altPay = vi.fn(async () => fake);
    const { user, unmount } = renderStep(3, { env: testEnv({ altPay }) });
    await screen.findByRole('radio', { name: 'Apple Pay' });
    expect(altPay).not.toHaveBeenCalled();
    await user.click(screen.getByRole('radio', { name: 'Apple Pay' }));
    await waitFor(() => expect(altPay).toHaveBeenCalled());
    expect(log.calls).toEqual([]);
    unmount();

    const data = demoCheckoutData();
    const checkoutData = {
      ...data,
      paymentData: { ...data.paymentData, alternativePaymentsData: { selected: 'applepay' } },
    };
    const onReview = vi.fn(async () => fake);
    renderStep(4, { checkoutData, env: testEnv({ altPay: onReview }) });
    await screen.findByRole('button', { name: 'Place Order' });
    await waitFor(() => expect(onReview).toHaveBeenCalled());
  });
});

/** Types `code` in 'Promo code' and presses its form's 'Apply'. */
async function applyPromoCode(user: UserEvent, code = 'WELCOME10') {
  const field = await screen.findByRole('textbox', { name: 'Promo code' });
  await user.type(field, code);
  await user.click(within(field.closest('form')!).getByRole('button', { name: 'Apply' }));
}

describe('the card part of the payment step [ref: checkout#screens, #rules]', () => {
  /** The demo's checkout data with only the first `count` of the signed-in shopper's saved cards. */
  function withSavedCards(count: number) {
    const data = demoCheckoutData();
    const credit = data.paymentData?.creditCardData;
    return {
      ...data,
      paymentData: {
        ...data.paymentData,
        creditCardData: { ...credit, accountCardsInfo: credit?.accountCardsInfo?.slice(0, count) ?? [] },
      },
    };
  }

  it.each([
    [2, 1],
    [1, 0],
  ])("with %i saved cards, 'Pay with two cards' shows %i times [ref: checkout#data, #rules]", async (saved, count) => {
    signIn();
    seedLine('200101');
    renderStep(3, { checkoutData: withSavedCards(saved) });
    await screen.findByRole('button', { name: 'Apply New/Saved Card' });
    expect(screen.queryAllByRole('button', { name: 'Pay with two cards' })).toHaveLength(count);
  });

  it('a card with no error flag raises no alert', async () => {
    signIn();
    seedLine('200101');
    getSession().checkout.cards = [{ id: 'card-1', type: 'Visa', lastFour: '1111', isApplied: true }];
    renderStep(3);
    expect(await screen.findByText('Visa ending in 1111')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("a card the answer gives no amount for is listed without 'Amount:'", async () => {
    seedLine('200101');
    const data = demoCheckoutData();
    const card = { id: 'card-1', type: 'Visa', lastFour: '1111', isApplied: true, adyenCardData: null };
    renderStep(3, {
      checkoutData: {
        ...data,
        paymentData: {
          ...data.paymentData,
          creditCardData: { ...data.paymentData?.creditCardData, cardOneInfo: card },
        },
      },
    });
    expect((await screen.findByText('Visa ending in 1111')).closest('li')).toHaveTextContent(/^Visa ending in 1111$/);
  });

  it('a card error flag on a card the answer gives no last four of says the message alone, not whose it is', async () => {
    seedLine('200101');
    getSession().checkout.cards = [{ id: 'new-1', type: 'Visa', order: 1, hasSessionError: true, isApplied: false }];
    renderStep(3);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Your payment session has expired\. Please enter your card again\.$/,
    );
  });

  it("signed in: while a code is being applied, 'Apply New/Saved Card', 'Pay with two cards', the offer's button and 'Back' are disabled, until the answer", async () => {
    signedInWithStoreCard('200101');
    const release = holdAnswers(log.server, `${RC}ApplyPromoCode`);
    const { user } = renderStep(3);
    const names = ['Apply New/Saved Card', 'Pay with two cards', 'Choose an offer', 'Back'];
    for (const name of names) expect(await screen.findByRole('button', { name })).toBeEnabled();
    await applyPromoCode(user);
    await waitFor(() => expect(callsTo(log, `${RC}ApplyPromoCode`)).toHaveLength(1));
    for (const name of names) expect(screen.getByRole('button', { name })).toBeDisabled();
    release();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Back' })).toBeEnabled());
    for (const name of names) expect(screen.getByRole('button', { name })).toBeEnabled();
  });

  it("a guest: 'Add New Card' is disabled while a code is being applied", async () => {
    seedLine('200101');
    const release = holdAnswers(log.server, `${RC}ApplyPromoCode`);
    const { user } = renderStep(3);
    const add = await screen.findByRole('button', { name: 'Add New Card' });
    expect(add).toBeEnabled();
    await applyPromoCode(user);
    await waitFor(() => expect(callsTo(log, `${RC}ApplyPromoCode`)).toHaveLength(1));
    expect(add).toBeDisabled();
    release();
    await waitFor(() => expect(add).toBeEnabled());
  });

  it("'Verify Card' is busy while VerifyCreditCard is out", async () => {
    signIn();
    seedLine('200101');
    getSession().checkout.cards = [
      { id: 'card-1', type: 'Visa', lastFour: '1111', isApplied: true, verifyCreditCard: true },
    ];
    const release = holdAnswers(log.server, `${RC}VerifyCreditCard`);
    const { user } = renderStep(3);
    await user.type(await screen.findByRole('textbox', { name: /^Security Code/ }), '123');
    const verify = screen.getByRole('button', { name: 'Verify Card' });
    expect(verify).not.toHaveAttribute('aria-busy');
    await user.click(verify);
    await waitFor(() => expect(callsTo(log, `${RC}VerifyCreditCard`)).toHaveLength(1));
    expect(verify).toHaveAttribute('aria-busy', 'true');
    release();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Verify Card' })).toBeNull());
  });
});

describe('the payment options chosen [ref: checkout#data] payment options', () => {
  const options = async () =>
    within(await screen.findByRole('group', { name: 'Payment Method' }))
      .getAllByRole('radio')
      .map((radio) => [radio.parentElement?.textContent, (radio as HTMLInputElement).checked]);

  it("PayPal chosen on the server: 'PayPal or Venmo' is the option checked, its buttons shown", async () => {
    seedLine('200101');
    getSession().checkout.alternativePayment = 'paypal';
    renderStep(3);
    expect(await options()).toEqual([
      ['Credit or Debit Card', false],
      ['PayPal or Venmo', true],
      ['Apple Pay', false],
    ]);
    expect(await screen.findByRole('button', { name: 'Pay with PayPal' })).toBeInTheDocument();
  });

  it("a page that offers Venmo and not PayPal still offers 'PayPal or Venmo', with Venmo's button only", async () => {
    seedLine('200101');
    const { user } = renderStep(3, { env: testEnv({ altPayOffers: (method) => method === 'venmo' }) });
    expect((await options()).map(([label]) => label)).toEqual(['Credit or Debit Card', 'PayPal or Venmo']);
    await user.click(screen.getByRole('radio', { name: 'PayPal or Venmo' }));
    expect(await screen.findByRole('button', { name: 'Pay with Venmo' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay with PayPal' })).toBeNull();
  });

  it('Apple Pay applied on the server where this browser cannot pay with it: the option stays, checked', async () => {
    seedLine('200101');
    getSession().checkout.alternativePayment = 'applepay';
    renderStep(3, { env: testEnv({ altPayOffers: (method) => method !== 'applepay' }) });
    expect(await options()).toEqual([
      ['Credit or Debit Card', false],
      ['PayPal or Venmo', false],
      ['Apple Pay', true],
    ]);
    expect(screen.getByText('Paying with Apple Pay.')).toBeInTheDocument();
  });
});

describe('the billing address ([ref: checkout#calls] SaveBillingAddress)', () => {
  it("unchecking 'Same as my shipping address' shows the billing fields; checking it again hides them", async () => {
    seedLine('200101');
    const { user } = renderStep(3);
    const same = await screen.findByRole('checkbox', { name: 'Same as my shipping address' });
    expect(screen.queryByRole('button', { name: 'Save Billing Address' })).toBeNull();
    await user.click(same);
    expect(same).not.toBeChecked();
    expect(screen.getByRole('textbox', { name: /^Address 1/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Billing Address' })).toBeInTheDocument();
    await user.click(same);
    expect(screen.queryByRole('button', { name: 'Save Billing Address' })).toBeNull();
  });

  it("'Save Billing Address' with the fields empty says what is missing and sends nothing", async () => {
    seedLine('200101');
    const { user } = renderStep(3);
    await user.click(await screen.findByRole('checkbox', { name: 'Same as my shipping address' }));
    await user.click(screen.getByRole('button', { name: 'Save Billing Address' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Address 1/ })).toHaveAccessibleDescription());
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(callsTo(log, `${RC}SaveBillingAddress`)).toHaveLength(0);
  });

  it("'Save Billing Address' is busy while it is sent; a field the server refused keeps its error until the shopper edits it", async () => {
    seedLine('200101');
    getSession().checkout.billingAddress = { ...DEMO_ADDRESS };
    log.server.use(
      http.post(`*${RC}SaveBillingAddress`, () =>
        HttpResponse.json({
          isSuccess: false,
          errorMessage: 'Please check your address.',
          validationErrors: { address1: 'We could not find this address.' },
        }),
      ),
    );
    const release = holdAnswers(log.server, `${RC}SaveBillingAddress`);
    const { user } = renderStep(3);
    await user.click(await screen.findByRole('checkbox', { name: 'Same as my shipping address' }));
    const save = screen.getByRole('button', { name: 'Save Billing Address' });
    await user.click(save);
    await waitFor(() => expect(callsTo(log, `${RC}SaveBillingAddress`)).toHaveLength(1));
    expect(callsTo(log, `${RC}SaveBillingAddress`)[0]?.body).toMatchObject({
      address: { address1: '1250 Techny Rd', postalCode: '60062' },
    });
    expect(save).toHaveAttribute('aria-busy', 'true');
    release();
    const address1 = screen.getByRole('textbox', { name: /^Address 1/ });
    await waitFor(() => expect(address1).toHaveAccessibleDescription('We could not find this address.'));
    expect(save).not.toHaveAttribute('aria-busy');
    await user.type(address1, ' Suite 2');
    expect(address1).not.toHaveAccessibleDescription('We could not find this address.');
  });
});

describe("the saved-card popups ([ref: checkout#screens] 'Apply New/Saved Card', 'Select Two Cards')", () => {
  /** The demo's checkout data with `credit` over its card data. */
  function withCreditData(credit: Record<string, unknown>) {
    const data = demoCheckoutData();
    return {
      ...data,
      paymentData: { ...data.paymentData, creditCardData: { ...data.paymentData?.creditCardData, ...credit } },
    };
  }

  it("each row says why it cannot be chosen: the expired card 'Expired', card two 'Card already in use.'; card one is the one checked", async () => {
    signIn();
    seedLine('200101');
    getSession().checkout.cards = [
      { id: 'card-3', type: 'AmericanExpress', lastFour: '0005', isApplied: true },
      { id: 'card-1', type: 'Visa', lastFour: '1111', isApplied: true },
    ];
    const { user } = renderStep(3);
    await user.click(await screen.findByRole('button', { name: 'Apply New/Saved Card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apply New/Saved Card' });
    expect(within(dialog).getByRole('radio', { name: 'Discover •••• 1117 Expired' })).toBeDisabled();
    expect(within(dialog).getByRole('radio', { name: 'Visa •••• 1111 Card already in use.' })).toBeDisabled();
    // card one, not the first usable row
    expect(within(dialog).getByRole('radio', { name: 'American Express •••• 0005' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'Mastercard •••• 4444' })).not.toBeChecked();
  });

  it("only the store credit card allowed: the other cards are disabled, saying so, in both popups; with no usable card 'Update Payment' is disabled", async () => {
    signIn();
    seedLine('200101');
    const { user, unmount } = renderStep(3, { checkoutData: withCreditData({ isOnlyCbccAllowed: true }) });
    await user.click(await screen.findByRole('button', { name: 'Apply New/Saved Card' }));
    const saved = await screen.findByRole('dialog', { name: 'Apply New/Saved Card' });
    const notAllowed = 'Visa •••• 1111 Only the store credit card can be used for this order.';
    expect(within(saved).getByRole('radio', { name: notAllowed })).toBeDisabled();
    expect(within(saved).getByRole('radio', { name: /Hearth Home Card •••• 7788/ })).toBeChecked();
    expect(within(saved).getByRole('button', { name: 'Update Payment' })).toBeEnabled();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Pay with two cards' }));
    const two = await screen.findByRole('dialog', { name: 'Select Two Cards' });
    expect(within(two).getByRole('checkbox', { name: notAllowed })).toBeDisabled();
    unmount();

    const expiredOnly = withCreditData({
      accountCardsInfo: demoCheckoutData().paymentData?.creditCardData?.accountCardsInfo?.filter(
        (card) => card.isExpired,
      ),
    });
    renderStep(3, { checkoutData: expiredOnly });
    await user.click(await screen.findByRole('button', { name: 'Apply New/Saved Card' }));
    const none = await screen.findByRole('dialog', { name: 'Apply New/Saved Card' });
    expect(within(none).getByRole('button', { name: 'Update Payment' })).toBeDisabled();
  });

  it("'Apply new card' closes 'Apply New/Saved Card' as the card entry opens", async () => {
    signIn();
    seedLine('200101');
    const { user } = renderStep(3, { cardEntry: FakeCardEntry });
    await user.click(await screen.findByRole('button', { name: 'Apply New/Saved Card' }));
    const saved = await screen.findByRole('dialog', { name: 'Apply New/Saved Card' });
    await user.click(within(saved).getByRole('button', { name: 'Apply new card' }));
    expect(await screen.findByRole('dialog', { name: 'Add New Card' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Apply New/Saved Card' })).toBeNull();
  });

  it("'Select Two Cards': 'Add new card' closes it and opens the card entry offering to save; 'Please select two cards.' describes the list", async () => {
    signIn();
    seedLine('200101');
    const { user } = renderStep(3, { cardEntry: FakeCardEntry });
    await user.click(await screen.findByRole('button', { name: 'Pay with two cards' }));
    const two = await screen.findByRole('dialog', { name: 'Select Two Cards' });
    const list = within(two).getByRole('group', { name: 'Select Two Cards' });
    expect(list).not.toHaveAccessibleDescription();
    await user.click(within(two).getByRole('button', { name: 'Update Payment' }));
    expect(list).toHaveAccessibleDescription('Please select two cards.');
    await user.click(within(two).getByRole('button', { name: 'Add new card' }));
    expect(await screen.findByRole('dialog', { name: 'Add New Card' })).toHaveAttribute('data-save', 'true');
    expect(screen.queryByRole('dialog', { name: 'Select Two Cards' })).toBeNull();
  });

  it("on a script-tag page, 'Apply new card' and 'Add new card' close their popup as the card-entry island opens, offering to save", async () => {
    signIn();
    seedLine('200101');
    const open = vi.fn(async (..._args: unknown[]) => undefined);
    vi.stubGlobal('hearth', { open });
    try {
      const { user } = renderStep(3);
      await user.click(await screen.findByRole('button', { name: 'Apply New/Saved Card' }));
      const saved = await screen.findByRole('dialog', { name: 'Apply New/Saved Card' });
      await user.click(within(saved).getByRole('button', { name: 'Apply new card' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Apply New/Saved Card' })).toBeNull());
      await user.click(screen.getByRole('button', { name: 'Pay with two cards' }));
      const two = await screen.findByRole('dialog', { name: 'Select Two Cards' });
      await user.click(within(two).getByRole('button', { name: 'Add new card' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Select Two Cards' })).toBeNull());
      expect(open.mock.calls.map((call) => call[1])).toEqual([
        expect.objectContaining({ title: 'Add New Card', showSaveToAccount: true }),
        expect.objectContaining({ title: 'Add New Card', showSaveToAccount: true }),
      ]);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe("'Add New Card' [ref: checkout#screens]", () => {
  it('the card the card-entry island hands back on a script-tag page goes to SavePayment', async () => {
    seedLine('200101');
    const open = vi.fn(async (_name: string, _props: { onApply: (card: typeof NEW_CARD) => void }) => undefined);
    vi.stubGlobal('hearth', { open });
    try {
      const { user } = renderStep(3);
      await user.click(await screen.findByRole('button', { name: 'Add New Card' }));
      act(() => open.mock.calls[0]?.[1].onApply(NEW_CARD));
      await waitFor(() => expect(callsTo(log, `${RC}SavePayment`)).toHaveLength(1));
      expect(callsTo(log, `${RC}SavePayment`)[0]?.body).toMatchObject({ cardOneData: { number: '4111111111111111' } });
      expect(await screen.findByText('Visa ending in 1111')).toBeInTheDocument();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('the cardEntry prop is handed the button that opened it, to take focus back to', async () => {
    seedLine('200101');
    const { user } = renderStep(3, { cardEntry: FakeCardEntry });
    const add = await screen.findByRole('button', { name: 'Add New Card' });
    await user.click(add);
    const dialog = await screen.findByRole('dialog', { name: 'Add New Card' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: 'Add New Card' })).toBeNull();
    expect(add).toHaveFocus();
  });
});

describe("the store credit card's offer ([ref: checkout#screens, #rules] 'Please select an offer')", () => {
  it('a card one that is not the store card: no offer on the step', async () => {
    seedLine('200101');
    getSession().checkout.cards = [{ id: 'card-1', type: 'Visa', lastFour: '1111', isApplied: true }];
    renderStep(3);
    expect(await screen.findByText('Visa ending in 1111')).toBeInTheDocument();
    expect(screen.queryByText('Your store credit card has offers to choose from.')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Choose an offer' })).toBeNull();
  });

  it("starts on rewards; 'Cancel' closes it and saves nothing; rewards 'Continue' is busy until saved, then the step says 'Offer: Earn rewards on this purchase'", async () => {
    signedInWithStoreCard('200101');
    const { user } = renderStep(3);
    expect(await screen.findByText('Your store credit card has offers to choose from.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Choose an offer' }));
    let offer = await screen.findByRole('dialog', { name: 'Please select an offer' });
    expect(within(offer).getByRole('radio', { name: 'Earn rewards on this purchase' })).toBeChecked();
    expect(within(offer).getByRole('radio', { name: 'Special financing' })).not.toBeChecked();
    await user.click(within(offer).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(callsTo(log, `${RC}SavePlccOfferSelection`)).toHaveLength(0);

    const release = holdAnswers(log.server, `${RC}SavePlccOfferSelection`);
    await user.click(screen.getByRole('button', { name: 'Choose an offer' }));
    offer = await screen.findByRole('dialog', { name: 'Please select an offer' });
    const next = within(offer).getByRole('button', { name: 'Continue' });
    await user.click(next);
    await waitFor(() => expect(callsTo(log, `${RC}SavePlccOfferSelection`)).toHaveLength(1));
    expect(next).toHaveAttribute('aria-busy', 'true');
    release();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(log, `${RC}SavePlccOfferSelection`)[0]?.body).toEqual({ selectedOption: 1 });
    expect(screen.getByText('Offer: Earn rewards on this purchase')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change offer' })).toBeInTheDocument();
  });

  it("'Decline' on the financing terms goes back to the choice on rewards, saving nothing", async () => {
    signedInWithStoreCard('410100');
    const { user } = renderStep(3);
    await user.click(await screen.findByRole('button', { name: 'Choose an offer' }));
    const offer = await screen.findByRole('dialog', { name: 'Please select an offer' });
    await user.click(within(offer).getByRole('radio', { name: 'Special financing' }));
    await user.click(within(offer).getByRole('button', { name: 'Continue' }));
    expect(within(offer).getByText(/^No interest if paid in full/)).toBeInTheDocument();
    await user.click(within(offer).getByRole('button', { name: 'Decline' }));
    expect(within(offer).getByRole('radio', { name: 'Earn rewards on this purchase' })).toBeChecked();
    expect(within(offer).queryByText(/^No interest if paid in full/)).toBeNull();
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(callsTo(log, `${RC}SavePlccOfferSelection`)).toHaveLength(0);
  });
});

describe('a card to verify: what its field says [ref: checkout#rules, #validation]', () => {
  /** The step with card one (a Visa) to verify and the server's `verifyErrors`. */
  function renderVerify(verifyErrors: Record<string, unknown>) {
    seedLine('200101');
    getSession().checkout.cards = [
      { id: 'card-1', type: 'Visa', lastFour: '1111', isApplied: true, verifyCreditCard: true },
    ];
    const data = demoCheckoutData();
    return renderStep(3, { checkoutData: { ...data, paymentData: { ...data.paymentData, verifyErrors } } });
  }

  it.each([
    [{ hasVerifyInputError: true, cardId: 'card-1' }, 'The security code you entered is not valid.'],
    [{ hasCvvError: true, cardId: 'card-1' }, 'The security code you entered is not valid.'],
    [{ hasVerifyRequiredError: true, cardId: 'card-1' }, 'We could not verify this card.'],
    [{ hasVerifyFailedError: true, cardId: 'card-1' }, 'We could not verify this card.'],
  ])("the server's %j says '%s' on the card's field", async (verifyErrors, message) => {
    renderVerify(verifyErrors);
    expect(await screen.findByRole('textbox', { name: /^Security Code/ })).toHaveAccessibleDescription(message);
  });

  it("another card's verify errors say nothing on this one", async () => {
    renderVerify({ hasVerifyFailedError: true, cardId: 'card-2' });
    expect(await screen.findByRole('textbox', { name: /^Security Code/ })).not.toHaveAccessibleDescription();
  });

  it("the shopper's own mistake wins over the server's error; the help opens apart, in a new tab", async () => {
    const { user } = renderVerify({ hasVerifyFailedError: true, cardId: 'card-1' });
    const field = await screen.findByRole('textbox', { name: /^Security Code/ });
    await user.click(screen.getByRole('button', { name: 'Verify Card' }));
    expect(field).toHaveAccessibleDescription('Please enter a valid security code.');
    const help = screen.getByRole('link', { name: 'What is this?' });
    expect(help).toHaveAttribute('target', '_blank');
    expect(help).toHaveAttribute('rel', 'noopener');
  });
});

describe("'Are you sure?' before the certificates go ([ref: checkout#screens] the certificates interrupter)", () => {
  it("'Cancel' closes it and removes nothing", async () => {
    seedLine('410100');
    getSession().checkout.certificates = [{ number: 'RC1000', amount: 1000 }];
    const { user } = renderStep(3);
    await user.click(await screen.findByRole('button', { name: 'Remove all certificates' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(within(dialog).getByText('All reward certificates will be removed from this order.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(callsTo(log, `${RC}RemoveCertificates`)).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Remove all certificates' })).toBeInTheDocument();
  });
});
