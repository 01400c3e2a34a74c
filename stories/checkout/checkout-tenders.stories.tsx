import { Checkout } from '@hearth/checkout';
import { getSession, signIn } from '@hearth/mock-api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { pageQueries, paymentStepMeta, seedLine, type CheckoutStoryArgs } from './checkout-fixtures';

/**
 * The payment step's gift cards, certificates and offers: what is applied with its Remove (US and
 * Canada), a signed-in shopper's rewards (and the message when they exceed the order), the store
 * card's offer on the step and its popup's three views ('Please select an offer', the financing
 * terms, the error view), and Apple Pay from the step.
 */
const meta = {
  title: 'Checkout/Payment tenders',
  component: Checkout,
  ...paymentStepMeta('410100'),
} satisfies Meta<CheckoutStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Everything applied: a promo, a gift card, a tender code, a reward certificate. */
const applyAll = () => {
  const session = getSession();
  session.promo = 'SOFA20';
  session.checkout.giftCards = [{ cardNumber: '6006491234567890', amount: 10000 }];
  session.checkout.tenderCodes = [{ number: 'TC5000', amount: 5000 }];
  session.checkout.certificates = [{ number: 'RC1000', amount: 1000 }];
};
/** The demo account with its store credit card ('C&B/CB2 CC' ending 7788) as card one. */
const storeCardOne =
  (plccOption: number | null = null) =>
  () => {
    signIn();
    const session = getSession();
    session.checkout.cards = [
      { id: 'card-4', type: 'PLCCSynchrony', lastFour: '7788', isApplied: true, appliedAmountString: '2054.67' },
    ];
    session.checkout.plccOption = plccOption;
  };

/** What is applied, each with its Remove ('Remove gift card ending 7890'); the gift card by its last four only. */
export const AppliedTenders: Story = {
  beforeEach: applyAll,
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: 'Applied to your order' });
    await expect(within(list).getByRole('button', { name: 'Remove gift card ending 7890' })).toBeInTheDocument();
    await expect(canvasElement.innerHTML).not.toContain('6006491234567890');
  },
};

/** The same on the Canadian site: amounts in CAD. */
export const AppliedTendersCanada: Story = {
  globals: { site: 'CA' },
  beforeEach: applyAll,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('CAD 50.00')).toBeInTheDocument();
  },
};

/** Signed in: the rewards total and the account's certificates to apply. */
export const AccountRewards: Story = {
  beforeEach: () => void signIn(),
  play: async ({ canvasElement }) => {
    const rewards = await within(canvasElement).findByRole('group', { name: 'Your Rewards' });
    await expect(within(rewards).getByRole('button', { name: 'Apply reward certificate RC1000' })).toBeInTheDocument();
  },
};

/** Rewards above what is left to pay: the server's 'rewardExceedOrderTotalMessage'. */
export const RewardsExceedOrderTotal: Story = {
  beforeEach: () => {
    signIn();
    getSession().cart = [];
    seedLine('200101');
    getSession().checkout.tenderCodes = [{ number: 'TC5000', amount: 5000 }];
    getSession().checkout.certificates = [{ number: 'RC1000', amount: 1000 }];
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(/^Your rewards of \$25\.00 exceed this order's total/),
    ).toBeInTheDocument();
  },
};

/** The store card is card one, no offer chosen yet: 'Choose an offer'. */
export const StoreCardOffer: Story = {
  beforeEach: storeCardOne(),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Choose an offer' })).toBeInTheDocument();
  },
};

/** An offer chosen: the step says which, with 'Change offer'. */
export const StoreCardOfferChosen: Story = {
  beforeEach: storeCardOne(1),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Offer: Earn rewards on this purchase')).toBeInTheDocument();
  },
};

/** 'Please select an offer': rewards (the default) or financing, Continue and Cancel. */
export const OfferPopup: Story = {
  beforeEach: storeCardOne(),
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Choose an offer' }));
    const dialog = await pageQueries(canvasElement).findByRole('dialog', { name: 'Please select an offer' });
    await expect(within(dialog).getByRole('radio', { name: 'Earn rewards on this purchase' })).toBeChecked();
  },
};

/** Financing chosen on a sofa: the terms, with Decline and Accept. */
export const OfferFinancingTerms: Story = {
  beforeEach: storeCardOne(),
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Choose an offer' }));
    const dialog = await pageQueries(canvasElement).findByRole('dialog', { name: 'Please select an offer' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Special financing' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await expect(within(dialog).getByRole('button', { name: 'Accept' })).toBeInTheDocument();
  },
};

/** Financing on an order under $599: the demo refuses it, and the error view comes first ('Back to payment page'). */
export const OfferError: Story = {
  beforeEach: () => {
    getSession().cart = [];
    seedLine('200101');
    storeCardOne()();
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Choose an offer' }));
    const dialog = await pageQueries(canvasElement).findByRole('dialog', { name: 'Please select an offer' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Special financing' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(pageQueries(canvasElement).getByRole('button', { name: 'Back to payment page' })).toBeInTheDocument(),
    );
  },
};

/** Apple Pay chosen: its button places the order from this step. */
export const ApplePay: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('radio', { name: 'Apple Pay' }));
    await expect(within(canvasElement).getByRole('button', { name: 'Pay with Apple Pay' })).toBeInTheDocument();
  },
};
