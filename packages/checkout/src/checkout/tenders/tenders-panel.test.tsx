import { getSession, setFault, signIn } from '@hearth/mock-api';
import { holdAnswers } from '@hearth/mock-api/testing';
import { seriousAxeViolations } from '@hearth/ui/testing';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { Checkout } from '../checkout';
import type { CheckoutData } from '../shared/schema';
import { callsTo, demoCheckoutData, seedLine, setupCheckoutServer, testEnv } from '../../testing/checkout';
import { JORDAN } from '../../testing/render-checkout';

const log = setupCheckoutServer();
const RC = '/ReactCheckout/';

/** The payment step over the demo's data, as `edit` changes it. */
function renderPayment(edit: (data: CheckoutData) => CheckoutData = (data) => data) {
  getSession().checkout.shippingAddress = {
    firstName: 'Jordan',
    lastName: 'Avery',
    address1: '1250 Techny Rd',
    city: 'Northbrook',
    state: 'IL',
    postalCode: '60062',
    country: 'USA',
  };
  const env = testEnv({ href: () => 'https://shop.example/checkout/paymentandbilling' });
  const user = userEvent.setup();
  const utils = render(<Checkout step={3} checkoutData={edit(demoCheckoutData())} env={env} />);
  return { ...utils, env, user };
}
const applied = () => screen.getByRole('list', { name: 'Applied to your order' });
/** Past the moment a press would have sent its call. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 200)));
/** The 'Apply' of the form the field `name` is in. */
const applyOf = (name: string) =>
  within(screen.getByRole('textbox', { name }).closest('form')!).getByRole('button', { name: 'Apply' });

describe('what is applied, with its Remove [ref: checkout#calls]', () => {
  it('lists the promo, the gift card by its last four, the tender code and the certificate; each Remove says what it removes; no serious axe violation', async () => {
    seedLine('410100');
    const session = getSession();
    session.promo = 'SOFA20';
    session.checkout.giftCards = [{ cardNumber: '6006491234567890', amount: 10000 }];
    session.checkout.tenderCodes = [{ number: 'TC5000', amount: 5000 }];
    session.checkout.certificates = [{ number: 'RC1000', amount: 1000 }];
    const { container } = renderPayment();
    await screen.findByRole('list', { name: 'Applied to your order' });
    expect(
      within(applied())
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Promo code SOFA20Remove',
      'Gift card ending in 7890 $100.00Remove',
      'Tender code TC5000 $50.00Remove',
      'Reward certificate RC1000 $10.00Remove',
    ]);
    expect(
      within(applied())
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual([
      'Remove promo code SOFA20',
      'Remove gift card ending 7890',
      'Remove tender code TC5000',
      'Remove reward certificate RC1000',
    ]);
    expect(container.innerHTML).not.toContain('6006491234567890');
    expect(screen.getByRole('button', { name: 'Remove all certificates' })).toBeInTheDocument();
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('a removal sends its call and focus moves to the next Remove, then to the heading, never to the page', async () => {
    seedLine('410100');
    getSession().checkout.giftCards = [{ cardNumber: '6006491234567890', amount: 10000 }];
    getSession().checkout.tenderCodes = [{ number: 'TC5000', amount: 5000 }];
    const { user } = renderPayment();
    await user.click(await screen.findByRole('button', { name: 'Remove gift card ending 7890' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove gift card ending 7890' })).toBeNull());
    expect(callsTo(log, `${RC}RemoveGiftCardTender`)[0]?.body).toEqual({ cardNumber: '************7890' });
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove tender code TC5000' })),
    );
    await user.click(screen.getByRole('button', { name: 'Remove tender code TC5000' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Promo Codes, Gift Cards and Rewards' })),
    );
    expect(callsTo(log, `${RC}RemoveTenderCode`)[0]?.body).toEqual({ tenderCodeNumber: 'TC5000' });
  });

  it("a double click's second click, come once the first was answered, is dropped: the next row's Remove slid under the pointer", async () => {
    seedLine('410100');
    getSession().checkout.giftCards = [{ cardNumber: '6006491234567890', amount: 10000 }];
    getSession().checkout.tenderCodes = [{ number: 'TC5000', amount: 5000 }];
    renderPayment();
    const first = await screen.findByRole('button', { name: 'Remove gift card ending 7890' });
    // a pointer's click: the button takes focus, then the click (its first, detail 1)
    first.focus();
    fireEvent.click(first, { detail: 1 });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove gift card ending 7890' })).toBeNull());
    const next = screen.getByRole('button', { name: 'Remove tender code TC5000' });
    await waitFor(() => expect(next).toHaveFocus());
    fireEvent.click(next, { detail: 2 });
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(callsTo(log, `${RC}RemoveGiftCardTender`)).toHaveLength(1);
    expect(callsTo(log, `${RC}RemoveTenderCode`)).toEqual([]);
    expect(screen.getByRole('button', { name: 'Remove tender code TC5000' })).toBeInTheDocument();
  });

  it("'Remove all certificates' asks 'Are you sure?' first; after RemoveCertificates focus is on the panel's heading", async () => {
    seedLine('410100');
    getSession().checkout.certificates = [{ number: 'RC1000', amount: 1000 }];
    const { user } = renderPayment();
    await user.click(await screen.findByRole('button', { name: 'Remove all certificates' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(callsTo(log, `${RC}RemoveCertificates`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove all certificates' })).toBeNull());
    expect(callsTo(log, `${RC}RemoveCertificates`)).toHaveLength(1);
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Promo Codes, Gift Cards and Rewards' })),
    );
  });

  it('a refused code keeps what the shopper typed and says why', async () => {
    seedLine('200101');
    const { user } = renderPayment();
    const field = await screen.findByRole('textbox', { name: 'Promo code' });
    await user.type(field, 'NOPE');
    await user.click(within(field.closest('form')!).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('The promotion code NOPE is not valid.')).toBeInTheDocument();
    expect(field).toHaveValue('NOPE');
  });
});

describe('account rewards [ref: checkout#data]', () => {
  it('signed in: the rewards total and the certificates with Apply (ApplyCartRewardCertificate); an applied one says so', async () => {
    signIn();
    seedLine('410100');
    const { user } = renderPayment();
    const rewards = await screen.findByRole('group', { name: 'Your Rewards' });
    expect(within(rewards).getByText('Rewards available: $25.00')).toBeInTheDocument();
    expect(callsTo(log, `${RC}GetAccountRewards`)).toHaveLength(1);
    await user.click(within(rewards).getByRole('button', { name: 'Apply reward certificate RC2500' }));
    await waitFor(() => expect(within(rewards).getByText('Applied')).toBeInTheDocument());
    expect(callsTo(log, `${RC}ApplyCartRewardCertificate`)[0]?.body).toEqual({
      accountNumber: '6001 2345 6789',
      cardToken: 'demo-rewards-card-token',
      certificateNumber: 'RC2500',
    });
    expect(within(applied()).getByText('Reward certificate RC2500')).toBeInTheDocument();
    expect(document.activeElement).not.toBe(document.body);
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('the rewards are read once, even where effects run twice (StrictMode); a refused read is logged and shows nothing', async () => {
    signIn();
    seedLine('200101');
    getSession().checkout.shippingAddress = { ...JORDAN };
    const env = testEnv({ href: () => 'https://shop.example/checkout/paymentandbilling' });
    const { unmount } = render(<Checkout step={3} checkoutData={demoCheckoutData()} env={env} />, {
      reactStrictMode: true,
    });
    await screen.findByRole('group', { name: 'Your Rewards' });
    await settle();
    expect(callsTo(log, `${RC}GetAccountRewards`)).toHaveLength(1);
    unmount();
    log.server.use(
      http.all(`*${RC}GetAccountRewards`, () =>
        HttpResponse.json({ isSuccess: false, errorMessage: 'Your rewards could not be found.' }),
      ),
    );
    const next = renderPayment();
    await waitFor(() =>
      expect(next.env.log).toHaveBeenCalledWith(
        'hearth checkout: getAccountRewards refused: Your rewards could not be found.',
      ),
    );
    expect(screen.queryByRole('group', { name: 'Your Rewards' })).toBeNull();
  });

  it("'rewardExceedOrderTotalMessage' shows when the server gives it", async () => {
    signIn();
    seedLine('200101');
    getSession().checkout.tenderCodes = [{ number: 'TC5000', amount: 5000 }];
    getSession().checkout.certificates = [{ number: 'RC1000', amount: 1000 }];
    renderPayment();
    const rewards = await screen.findByRole('group', { name: 'Your Rewards' });
    expect(within(rewards).getByText(/^Your rewards of \$25\.00 exceed this order's total/)).toBeInTheDocument();
  });

  it('a guest makes no rewards call; a failed read shows nothing more and the step works', async () => {
    seedLine('200101');
    renderPayment();
    await screen.findByRole('textbox', { name: 'Promo code' });
    expect(callsTo(log, `${RC}GetAccountRewards`)).toHaveLength(0);
    expect(screen.queryByRole('group', { name: 'Your Rewards' })).toBeNull();
  });

  it('a malformed rewards answer: no rewards, no popup, logged', async () => {
    signIn();
    seedLine('200101');
    setFault('GetAccountRewards', 'malformed');
    const { env } = renderPayment();
    await waitFor(() => expect(env.log).toHaveBeenCalled());
    expect(screen.queryByRole('group', { name: 'Your Rewards' })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Promo code' })).toBeEnabled();
  });
});

describe('the store-credit-card offer on the step [ref: checkout#screens, #rules]', () => {
  it("applying the store card opens 'Please select an offer'; once chosen the step says which, with 'Change offer'", async () => {
    signIn();
    seedLine('410100');
    const { user } = renderPayment();
    await user.click(await screen.findByRole('button', { name: 'Apply New/Saved Card' }));
    const cards = await screen.findByRole('dialog', { name: 'Apply New/Saved Card' });
    await user.click(within(cards).getByRole('radio', { name: /Hearth Home Card •••• 7788/ }));
    await user.click(within(cards).getByRole('button', { name: 'Update Payment' }));
    const offer = await screen.findByRole('dialog', { name: 'Please select an offer' });
    expect(screen.getByRole('button', { name: 'Choose an offer' })).toBeInTheDocument();
    await user.click(within(offer).getByRole('radio', { name: 'Special financing' }));
    await user.click(within(offer).getByRole('button', { name: 'Continue' }));
    expect(within(offer).getByText(/^No interest if paid in full/)).toBeInTheDocument();
    await user.click(within(offer).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Please select an offer' })).toBeNull());
    expect(callsTo(log, `${RC}SavePlccOfferSelection`)[0]?.body).toEqual({ selectedOption: 2 });
    expect(screen.getByText('Offer: Special financing')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change offer' })).toBeInTheDocument();
  });

  it("financing refused (an order under $599): the error view with 'Back to payment page'", async () => {
    signIn();
    seedLine('200101');
    getSession().checkout.cards = [{ id: 'card-4', type: 'PLCCSynchrony', lastFour: '7788', isApplied: true }];
    const { user } = renderPayment();
    await user.click(await screen.findByRole('button', { name: 'Choose an offer' }));
    const offer = await screen.findByRole('dialog', { name: 'Please select an offer' });
    await user.click(within(offer).getByRole('radio', { name: 'Special financing' }));
    await user.click(within(offer).getByRole('button', { name: 'Continue' }));
    const error = await screen.findByRole('dialog', { name: 'Please select an offer' });
    await waitFor(() =>
      expect(within(error).getByRole('alert')).toHaveTextContent(
        /^Special financing is available on orders of \$599\.00 or more/,
      ),
    );
    expect(await seriousAxeViolations()).toEqual([]);
    await user.click(within(error).getByRole('button', { name: 'Back to payment page' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('Apple Pay from the payment step [ref: checkout#calls]', () => {
  it("'Pay with Apple Pay' places the order through PlaceApplePayOrderFromPayment and goes to the confirmation", async () => {
    seedLine('200101');
    const { user, env } = renderPayment();
    await user.click(await screen.findByRole('radio', { name: 'Apple Pay' }));
    const button = screen.getByRole('button', { name: 'Pay with Apple Pay' });
    expect(button).toHaveAccessibleDescription('Your order is placed as soon as Apple Pay confirms your payment.');
    await user.click(button);
    await waitFor(() =>
      expect(env.navigate).toHaveBeenCalledWith(expect.stringMatching(/^\/checkout\/confirmation\?orderNumber=HX/)),
    );
    expect(callsTo(log, `${RC}PlaceApplePayOrderFromPayment`)).toHaveLength(1);
    expect(callsTo(log, `${RC}PlaceOrder`)).toHaveLength(0);
  });
});

describe('the code forms [ref: checkout#calls]', () => {
  it("an 'Apply' with nothing typed, or only spaces, sends nothing; a code that went through empties its field, 30 characters at most", async () => {
    seedLine('200101');
    const { user } = renderPayment();
    const promo = await screen.findByRole('textbox', { name: 'Promo code' });
    expect(promo).toHaveAttribute('maxlength', '30');
    await user.click(applyOf('Promo code'));
    await user.type(promo, '   ');
    await user.click(applyOf('Promo code'));
    await settle();
    expect(callsTo(log, `${RC}ApplyPromoCode`)).toEqual([]);
    await user.clear(promo);
    await user.type(promo, 'WELCOME10');
    await user.click(applyOf('Promo code'));
    expect(
      await within(await screen.findByRole('list', { name: 'Applied to your order' })).findByText(
        'Promo code WELCOME10',
      ),
    ).toBeInTheDocument();
    expect(promo).toHaveValue('');
  });

  it('the gift card form: number and PIN typed as digits (24 and 8 at most); no number sends nothing; both emptied once the card is applied', async () => {
    seedLine('410100');
    const { user } = renderPayment();
    const number = await screen.findByRole('textbox', { name: 'Gift card number' });
    const pin = screen.getByRole('textbox', { name: 'PIN' });
    expect(number).toHaveAttribute('inputmode', 'numeric');
    expect(number).toHaveAttribute('maxlength', '24');
    expect(pin).toHaveAttribute('inputmode', 'numeric');
    expect(pin).toHaveAttribute('maxlength', '8');
    await user.type(pin, '1234');
    await user.type(number, '  ');
    await user.click(applyOf('Gift card number'));
    await settle();
    expect(callsTo(log, `${RC}ApplyGiftCardTender`)).toEqual([]);
    await user.clear(number);
    await user.type(number, '6006491234567890');
    await user.click(applyOf('Gift card number'));
    expect(
      await within(await screen.findByRole('list', { name: 'Applied to your order' })).findByText(
        'Gift card ending in 7890',
      ),
    ).toBeInTheDocument();
    expect(number).toHaveValue('');
    expect(pin).toHaveValue('');
  });

  it.each([
    ['Promo code', 'WELCOME10', 'ApplyPromoCode'],
    ['Gift card number', '6006491234567890', 'ApplyGiftCardTender'],
    ['Tender code', 'TC5000', 'ApplyTenderCode'],
    ['Reward certificate', 'RC1000', 'ApplyRewardCertificate'],
  ])(
    "%s: its 'Apply' is busy from the press until the answer; the promo code's 'Apply' only for its own code",
    async (field, value, call) => {
      seedLine('410100');
      const release = holdAnswers(log.server, `${RC}${call}`);
      const { user } = renderPayment();
      await user.type(await screen.findByRole('textbox', { name: field }), value);
      if (field === 'Gift card number') await user.type(screen.getByRole('textbox', { name: 'PIN' }), '1234');
      expect(applyOf('Promo code')).not.toHaveAttribute('aria-busy');
      await user.click(applyOf(field));
      await waitFor(() => expect(callsTo(log, `${RC}${call}`)).toHaveLength(1));
      expect(applyOf(field)).toHaveAttribute('aria-busy', 'true');
      if (field !== 'Promo code') expect(applyOf('Promo code')).not.toHaveAttribute('aria-busy');
      release();
      await waitFor(() => expect(applyOf(field)).not.toHaveAttribute('aria-busy'));
    },
  );

  it('a failed gift card call says the service is not available, in place of the gift card form', async () => {
    seedLine('410100');
    setFault('ApplyGiftCardTender', 'http503');
    const { user } = renderPayment();
    await user.type(await screen.findByRole('textbox', { name: 'Gift card number' }), '6006491234567890');
    await user.type(screen.getByRole('textbox', { name: 'PIN' }), '1234');
    await user.click(applyOf('Gift card number'));
    expect(await screen.findByText('Gift card service is not available right now.')).toHaveAttribute('role', 'alert');
    expect(screen.queryByRole('textbox', { name: 'Gift card number' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Tender code' })).toBeInTheDocument();
  });
});

describe('what is applied, its messages and its removal [ref: checkout#calls]', () => {
  it("with nothing applied: no 'Applied to your order' and no 'Remove all certificates'", async () => {
    seedLine('200101');
    renderPayment();
    await screen.findByRole('textbox', { name: 'Promo code' });
    await settle();
    expect(screen.queryByRole('heading', { name: 'Applied to your order' })).toBeNull();
    expect(screen.queryByRole('list', { name: 'Applied to your order' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove all certificates' })).toBeNull();
  });

  it("the promo's Remove sends RemovePromoCode, a certificate's RemoveRewardCertificate; the Remove pressed is busy until its removal ends, the others not; a refused one is ready again", async () => {
    seedLine('410100');
    getSession().promo = 'SOFA20';
    getSession().checkout.certificates = [{ number: 'RC1000', amount: 1000 }];
    const release = holdAnswers(log.server, `${RC}RemovePromoCode`);
    const { user } = renderPayment();
    const promo = await screen.findByRole('button', { name: 'Remove promo code SOFA20' });
    await user.click(promo);
    await waitFor(() => expect(callsTo(log, `${RC}RemovePromoCode`)).toHaveLength(1));
    expect(promo).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Remove reward certificate RC1000' })).not.toHaveAttribute('aria-busy');
    release();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove promo code SOFA20' })).toBeNull());
    log.server.use(
      http.all(`*${RC}RemoveRewardCertificate`, () =>
        HttpResponse.json({ isSuccess: false, errorMessage: 'That certificate cannot be removed now.' }),
      ),
    );
    const certificate = screen.getByRole('button', { name: 'Remove reward certificate RC1000' });
    await user.click(certificate);
    expect(await screen.findByText('That certificate cannot be removed now.')).toBeInTheDocument();
    expect(callsTo(log, `${RC}RemoveRewardCertificate`).map((c) => c.body)).toEqual([{ certificateNumber: 'RC1000' }]);
    await waitFor(() => expect(certificate).not.toHaveAttribute('aria-busy'));
    expect(certificate).toBeInTheDocument();
  });

  it('the last Remove of several pressed: focus moves to the Remove before it; the list shown with focus on the page leaves focus there', async () => {
    seedLine('410100');
    getSession().checkout.giftCards = [{ cardNumber: '6006491234567890', amount: 10000 }];
    getSession().checkout.tenderCodes = [{ number: 'TC5000', amount: 5000 }];
    const { user } = renderPayment();
    const last = await screen.findByRole('button', { name: 'Remove tender code TC5000' });
    await settle();
    expect(document.activeElement).toBe(document.body);
    await user.click(last);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove tender code TC5000' })).toBeNull());
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove gift card ending 7890' })),
    );
  });

  it('a Remove whose focus went to nowhere before its removal was in (as a browser may blur a button it removes) still hands focus to the next Remove', async () => {
    seedLine('410100');
    getSession().checkout.giftCards = [{ cardNumber: '6006491234567890', amount: 10000 }];
    getSession().checkout.tenderCodes = [{ number: 'TC5000', amount: 5000 }];
    const release = holdAnswers(log.server, `${RC}RemoveGiftCardTender`);
    const { user } = renderPayment();
    const first = await screen.findByRole('button', { name: 'Remove gift card ending 7890' });
    await user.click(first);
    await waitFor(() => expect(callsTo(log, `${RC}RemoveGiftCardTender`)).toHaveLength(1));
    act(() => first.blur());
    expect(document.activeElement).toBe(document.body);
    release();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove gift card ending 7890' })).toBeNull());
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove tender code TC5000' })),
    );
  });

  it("'This order is tax exempt' waits (aria-disabled) while another action of the panel is being sent: a press then sends nothing", async () => {
    seedLine('200101');
    const release = holdAnswers(log.server, `${RC}ApplyPromoCode`);
    const { user } = renderPayment();
    const box = await screen.findByRole('checkbox', { name: 'This order is tax exempt' });
    expect(box).not.toHaveAttribute('aria-disabled');
    await user.type(screen.getByRole('textbox', { name: 'Promo code' }), 'WELCOME10');
    await user.click(applyOf('Promo code'));
    await waitFor(() => expect(callsTo(log, `${RC}ApplyPromoCode`)).toHaveLength(1));
    expect(box).toHaveAttribute('aria-disabled', 'true');
    await user.click(box);
    await settle();
    expect(callsTo(log, `${RC}ApplyTaxExemption`)).toEqual([]);
    expect(box).not.toBeChecked();
    release();
    await waitFor(() => expect(box).not.toHaveAttribute('aria-disabled'));
  });

  it("the server's rewards and tender code messages: a success as a status, an error as an alert", async () => {
    seedLine('200101');
    renderPayment((data) => ({
      ...data,
      paymentData: {
        ...data.paymentData,
        tenderCodesData: { errorMessage: 'The tender code TC9 has expired.', applied: [] },
        rewardsData: {
          errorMessage: 'One certificate could not be applied.',
          successMessage: 'Your reward certificate has been applied.',
          appliedCertificates: [],
        },
      },
    }));
    expect(await screen.findByText('The tender code TC9 has expired.')).toHaveAttribute('role', 'alert');
    expect(screen.getByText('One certificate could not be applied.')).toHaveAttribute('role', 'alert');
    expect(screen.getByText('Your reward certificate has been applied.')).toHaveAttribute('role', 'status');
    // a success message alone still offers to remove the certificates
    expect(screen.getByRole('button', { name: 'Remove all certificates' })).toBeInTheDocument();
  });
});

describe('account rewards as the read gives them [ref: checkout#data]', () => {
  const answer = (extra: Record<string, unknown>) =>
    log.server.use(
      http.all(`*${RC}GetAccountRewards`, () =>
        HttpResponse.json({
          isSuccess: true,
          accountNumber: '6001 2345 6789',
          cardToken: 'demo-rewards-card-token',
          ...extra,
        }),
      ),
    );

  it('no total: no rewards line; a certificate of no amount is named alone, one with an amount says it', async () => {
    signIn();
    seedLine('200101');
    answer({
      rewardsTotal: null,
      certificates: [
        { certificateNumber: 'RC1000', amount: 0 },
        { certificateNumber: 'RC2500', amount: 2500 },
      ],
    });
    renderPayment();
    const list = await screen.findByRole('list', { name: 'Your reward certificates' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['RC1000Apply', 'RC2500: $25.00Apply']);
    expect(within(screen.getByRole('group', { name: 'Your Rewards' })).queryByText(/^Rewards available/)).toBeNull();
  });

  it('a total and no certificates: the total, no certificate list', async () => {
    signIn();
    seedLine('200101');
    answer({ rewardsTotal: 2500, certificates: [] });
    renderPayment();
    const rewards = await screen.findByRole('group', { name: 'Your Rewards' });
    expect(within(rewards).getByText('Rewards available: $25.00')).toBeInTheDocument();
    expect(within(rewards).queryByRole('list')).toBeNull();
  });

  it("while one certificate is being applied every certificate's 'Apply' waits", async () => {
    signIn();
    seedLine('410100');
    const release = holdAnswers(log.server, `${RC}ApplyCartRewardCertificate`);
    const { user } = renderPayment();
    const rewards = await screen.findByRole('group', { name: 'Your Rewards' });
    const other = within(rewards).getByRole('button', { name: 'Apply reward certificate RC1000' });
    expect(other).not.toHaveAttribute('aria-busy');
    await user.click(within(rewards).getByRole('button', { name: 'Apply reward certificate RC2500' }));
    await waitFor(() => expect(callsTo(log, `${RC}ApplyCartRewardCertificate`)).toHaveLength(1));
    expect(other).toHaveAttribute('aria-busy', 'true');
    release();
    await waitFor(() => expect(within(rewards).getByText('Applied')).toBeInTheDocument());
    expect(other).not.toHaveAttribute('aria-busy');
  });
});
