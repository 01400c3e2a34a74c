import { CardEntryDialog } from '@hearth/account';
import { Checkout } from '@hearth/checkout';
import { getSession, signIn } from '@hearth/mock-api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { pageQueries, paymentStepMeta, type CheckoutStoryArgs } from './checkout-fixtures';

/**
 * The payment side: Payment and Billing as a guest and signed in (US and Canada),
 * a card to verify, Review and Place Order, and the popups 'Apply New/Saved Card', 'Select Two
 * Cards', 'Payment Error', 'Are you sure?' and 'Please select an offer' (with its terms and its
 * error view), each card error flag, and 'Add New Card' through the `cardEntry` prop.
 */
const meta = {
  title: 'Checkout/Payment',
  component: Checkout,
  ...paymentStepMeta('200101'),
} satisfies Meta<CheckoutStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

const applied = (cards: Array<Record<string, unknown>>) => () => void (getSession().checkout.cards = cards);

/** A guest on Payment and Billing: no card yet. */
export const Guest: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No card applied yet.')).toBeInTheDocument();
  },
};

/** The Canadian site. */
export const Canada: Story = { globals: { site: 'CA' } };

/** Signed in, a saved card applied; the account's rewards and certificates (read once the step shows). */
export const SignedIn: Story = {
  beforeEach: () => {
    signIn();
    applied([{ id: 'card-1', type: 'Visa', lastFour: '1111', appliedAmountString: '49.00', isApplied: true }])();
  },
  play: async ({ canvasElement }) => {
    const rewards = await within(canvasElement).findByRole('group', { name: 'Your Rewards' }, { timeout: 10_000 });
    await expect(within(rewards).getByRole('button', { name: 'Apply reward certificate RC2500' })).toBeInTheDocument();
  },
};

/** A card whose security code is asked again (VerifyCreditCard). */
export const VerifyCard: Story = {
  beforeEach: applied([
    {
      id: 'card-3',
      type: 'AmericanExpress',
      lastFour: '0005',
      appliedAmountString: '49.00',
      isApplied: true,
      verifyCreditCard: true,
    },
  ]),
  play: async ({ canvasElement }) => {
    const field = await within(canvasElement).findByRole('textbox', { name: /^Security Code/ });
    await expect(field).toHaveAttribute('maxlength', '4');
  },
};

/** A card error flag on card one: what the step says, by the card it concerns. */
const flaggedCard = (flag: string, text: string, card: Record<string, unknown> = {}): Story => ({
  beforeEach: applied([{ id: 'new-1', type: 'Visa', lastFour: '1111', isApplied: true, ...card, [flag]: true }]),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(text);
  },
});

/** hasSessionError: the card is not applied, the payment session ended. */
export const CardSessionError = flaggedCard(
  'hasSessionError',
  'Visa ending in 0119: Your payment session has expired. Please enter your card again.',
  { lastFour: '0119', isApplied: false },
);
/** hasRewardsRestrictionError: rewards on the order need the store credit card. */
export const CardRewardsRestriction = flaggedCard(
  'hasRewardsRestrictionError',
  'Rewards on this order can only be paid with a store credit card. Please use another card.',
);
/** hasZeroAmountError: the other tenders pay it all. */
export const CardZeroAmount = flaggedCard(
  'hasZeroAmountError',
  'Nothing is left to pay with this card. Please remove it or update your payment.',
);
/** cbccNotAppliedError: the store credit card was not applied. */
export const StoreCardNotApplied = flaggedCard(
  'cbccNotAppliedError',
  'C&B/CB2 CC ending in 7788: Your store credit card could not be applied. Please try again or use another card.',
  { type: 'PLCCSynchrony', lastFour: '7788', isApplied: false },
);

/**
 * 'Add New Card' on an npm page: `<Checkout cardEntry={CardEntryDialog} />` renders
 * `@hearth/account`'s form as a popup of the checkout; its card goes to SavePayment.
 */
export const AddNewCardNpm: Story = {
  name: 'Add new card (npm)',
  args: { cardEntry: CardEntryDialog },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Add New Card' }));
    const popup = await pageQueries(canvasElement).findByRole('dialog', { name: 'Add New Card' });
    await userEvent.type(within(popup).getByRole('textbox', { name: 'Card Number' }), '4111111111111111');
    await userEvent.type(within(popup).getByRole('textbox', { name: 'Expiration Date (MM/YY)' }), '829');
    await userEvent.type(within(popup).getByRole('textbox', { name: /^Security Code/ }), '123');
    await userEvent.click(within(popup).getByRole('button', { name: 'Apply' }));
    await expect(await within(canvasElement).findByText('Visa ending in 1111')).toBeInTheDocument();
  },
};

/** 'Apply New/Saved Card': the expired card disabled. */
export const SavedCardsPopup: Story = {
  beforeEach: () => void signIn(),
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Apply New/Saved Card' }));
    const dialog = await pageQueries(canvasElement).findByRole('dialog', { name: 'Apply New/Saved Card' });
    await expect(within(dialog).getByRole('radio', { name: /Discover •••• 1117/ })).toBeDisabled();
  },
};

/** 'Select Two Cards' with one chosen: 'Please select two cards.'. */
export const TwoCardsPopup: Story = {
  beforeEach: () => void signIn(),
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Pay with two cards' }));
    const dialog = await pageQueries(canvasElement).findByRole('dialog', { name: 'Select Two Cards' });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Visa •••• 1111/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update Payment' }));
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('Please select two cards.');
  },
};

/** 'Are you sure?' before removing the reward certificates. */
export const CertificatesPopup: Story = {
  beforeEach: () => {
    signIn();
    getSession().checkout.certificates = [{ number: 'RC1000', amount: 1000 }];
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Remove all certificates' }));
    await pageQueries(canvasElement).findByRole('dialog', { name: 'Are you sure?' });
  },
};

/** Review and Place Order with a card applied. */
export const Review: Story = {
  args: { step: 4 },
  beforeEach: applied([{ id: 'new-1', type: 'Visa', lastFour: '1111', appliedAmountString: '49.00', isApplied: true }]),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Place Order' })).toBeInTheDocument();
  },
};

/** 'Payment Error' after an authorization failure (a card ending 0002). */
export const PaymentErrorPopup: Story = {
  args: { step: 4 },
  beforeEach: applied([{ id: 'new-1', type: 'Visa', lastFour: '0002', appliedAmountString: '49.00', isApplied: true }]),
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Place Order' }));
    await pageQueries(canvasElement).findByRole('dialog', { name: 'Payment Error' });
  },
};
