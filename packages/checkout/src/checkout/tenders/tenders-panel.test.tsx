import { getSession, setFault, signIn } from '@hearth/mock-api';
import { seriousAxeViolations } from '@hearth/ui/testing';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Checkout } from '../checkout';
import { callsTo, demoCheckoutData, seedLine, setupCheckoutServer, testEnv } from '../../testing/checkout';

const log = setupCheckoutServer();
const RC = '/ReactCheckout/';

function renderPayment() {
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
  const utils = render(<Checkout step={3} checkoutData={demoCheckoutData()} env={env} />);
  return { ...utils, env, user };
}
const applied = () => screen.getByRole('list', { name: 'Applied to your order' });

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
