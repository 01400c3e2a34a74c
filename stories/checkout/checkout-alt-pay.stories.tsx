import { Checkout, registerPaymentProvider, type AltPayAdapter, type PayPalMethod } from '@hearth/checkout';
import { createFakeAltPay, registerDemoProviders } from '@hearth/example-site/demo-providers';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { paymentStepMeta, type CheckoutStoryArgs } from './checkout-fixtures';

/**
 * The payment step's alternative payments (PayPal, Venmo, Apple Pay) in each state of their buttons. The
 * page's payment provider is registered per story (`registerPaymentProvider`), standing in for
 * the vendor: PayPal's own buttons (here a plain stand-in the "SDK" renders), still loading, not
 * eligible, failing, a provider without vendor buttons (the demo's: Hearth's buttons), and a page
 * that does not offer Apple Pay. After each story the demo's providers are registered again.
 */
const meta = {
  title: 'Checkout/Alternative payments',
  component: Checkout,
  ...paymentStepMeta('410100'),
} satisfies Meta<CheckoutStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

type ButtonOutcome = 'render' | 'ineligible' | 'loading' | 'error';

/** A provider whose vendor renders (or not) each button as `outcomes` says. */
function vendorProvider(outcomes: Record<PayPalMethod, ButtonOutcome>): AltPayAdapter {
  return {
    ...createFakeAltPay(),
    renderButton: (method, container) => {
      const outcome = outcomes[method];
      if (outcome === 'loading') return new Promise(() => {});
      if (outcome === 'error') return Promise.reject(Object.assign(new Error('SDK refused'), { reason: 'failed' }));
      if (outcome === 'ineligible') return Promise.resolve(null);
      const button = container.appendChild(document.createElement('button'));
      button.type = 'button';
      button.className = 'hearth-button hearth-button--primary';
      button.textContent = method === 'venmo' ? 'Venmo' : 'PayPal';
      return Promise.resolve(() => button.remove());
    },
  };
}

/** Registers `provider` for the story; the demo's come back after it. */
const withProvider = (provider: AltPayAdapter) => () => {
  const remove = registerPaymentProvider(provider);
  return () => {
    remove();
    registerDemoProviders();
  };
};

const choosePayPal = async (canvasElement: HTMLElement) =>
  userEvent.click(await within(canvasElement).findByRole('radio', { name: 'PayPal or Venmo' }));

/** PayPal's and Venmo's own buttons, rendered by the vendor's SDK into the step. */
export const VendorButtons: Story = {
  beforeEach: withProvider(vendorProvider({ paypal: 'render', venmo: 'render' })),
  play: async ({ canvasElement }) => {
    await choosePayPal(canvasElement);
    await expect(await within(canvasElement).findByRole('button', { name: 'PayPal' })).toBeInTheDocument();
    await expect(within(canvasElement).getByRole('button', { name: 'Venmo' })).toBeInTheDocument();
  },
};

/** The SDK still on its way: 'Loading payment options…'. */
export const Loading: Story = {
  beforeEach: withProvider(vendorProvider({ paypal: 'loading', venmo: 'loading' })),
  play: async ({ canvasElement }) => {
    await choosePayPal(canvasElement);
    await expect(await within(canvasElement).findAllByText('Loading payment options…')).toHaveLength(2);
  },
};

/** Venmo not eligible (off a US phone): only PayPal's button. */
export const VenmoNotEligible: Story = {
  beforeEach: withProvider(vendorProvider({ paypal: 'render', venmo: 'ineligible' })),
  play: async ({ canvasElement }) => {
    await choosePayPal(canvasElement);
    await expect(await within(canvasElement).findByRole('button', { name: 'PayPal' })).toBeInTheDocument();
    await expect(within(canvasElement).queryByRole('button', { name: 'Venmo' })).toBeNull();
  },
};

/** The SDK failed (blocked, offline): the failure is said, the step goes on. */
export const SdkError: Story = {
  name: 'SDK error',
  beforeEach: withProvider(vendorProvider({ paypal: 'error', venmo: 'ineligible' })),
  play: async ({ canvasElement }) => {
    await choosePayPal(canvasElement);
    await expect(
      await within(canvasElement).findByText(
        'We could not complete that payment. Please try again or choose another way to pay.',
      ),
    ).toBeInTheDocument();
  },
};

/** A provider without vendor buttons (the demo's fake): Hearth's own, which run its flow. */
export const OwnButtons: Story = {
  play: async ({ canvasElement }) => {
    await choosePayPal(canvasElement);
    await expect(await within(canvasElement).findByRole('button', { name: 'Pay with PayPal' })).toBeInTheDocument();
    await expect(within(canvasElement).getByRole('button', { name: 'Pay with Venmo' })).toBeInTheDocument();
  },
};

/** A browser without Apple Pay (no `ApplePaySession.canMakePayments()`): the option is not offered. */
export const NoApplePay: Story = {
  beforeEach: withProvider(createFakeAltPay({ offers: ['paypal', 'venmo'] })),
  play: async ({ canvasElement }) => {
    const options = await within(canvasElement).findByRole('group', { name: 'Payment Method' });
    await expect(within(options).queryByRole('radio', { name: 'Apple Pay' })).toBeNull();
    await expect(within(options).getByRole('radio', { name: 'PayPal or Venmo' })).toBeInTheDocument();
  },
};
