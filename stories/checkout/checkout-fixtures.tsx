/** Shared by the checkout stories: demo endpoints, a demo cart, the session's checkout data. */
import { getConfig, setConfig } from '@hearth/core';
import { Checkout, type CheckoutData, type CheckoutProps } from '@hearth/checkout';
import { DEMO_DELIVERY_DATA, DEMO_ENDPOINTS, checkoutData, getSession, handle, seedCartLine } from '@hearth/mock-api';
import type { Decorator, Meta } from '@storybook/react-vite';
import { fn, within } from 'storybook/test';

/**
 * Runs inside the preview's site/brand decorator: the demo endpoints (the cart-service call the
 * store chooser sends), the demo delivery data, retry off so a fault shows at once.
 */
export const withCheckoutConfig: Decorator = (Story) => {
  setConfig({ endpoints: { ...DEMO_ENDPOINTS }, features: { retry: false }, deliveryData: DEMO_DELIVERY_DATA });
  return <Story />;
};

/** Puts a line in the demo cart. */
export const seedLine = seedCartLine;

/** A demo address the mock's address check accepts. */
export const DEMO_ADDRESS = {
  firstName: 'Jordan',
  lastName: 'Avery',
  address1: '1250 Techny Rd',
  address2: '',
  city: 'Northbrook',
  country: 'USA',
  state: 'IL',
  postalCode: '60062',
  dayPhone: '8472720142',
  emailAddress: 'jordan@hearth.test',
};

/** Saves a shipping address in the demo backend, as step 1 would. */
export async function saveAddress(address: Record<string, unknown> = DEMO_ADDRESS): Promise<void> {
  await handle(
    new Request('http://localhost/ReactCheckout/SaveShippingAddress', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ address }),
    }),
  );
}

/** Story args: the island's props and the recorded navigations. */
export type CheckoutStoryArgs = CheckoutProps & {
  navigate: (url: string) => void;
  pushRoute: (url: string) => void;
  reload: () => void;
};

/** Renders the checkout with the session's checkout data (as the server page sends it) and recorded navigations. */
export function renderCheckout({ navigate, pushRoute, reload, checkoutData: given, ...props }: CheckoutStoryArgs) {
  const data = given ?? (checkoutData(getSession(), getConfig().site) as CheckoutData);
  return <Checkout {...props} checkoutData={data} env={{ navigate, pushRoute, reload, scrollToTop: () => {} }} />;
}

/** Where popups are queried: the page body (they are `<dialog>`s in the top layer). */
export const pageOf = (canvasElement: HTMLElement) => canvasElement.ownerDocument.body;

/** Queries over the page body, where the popups are. */
export const pageQueries = (canvasElement: HTMLElement) => within(pageOf(canvasElement));

/**
 * What the payment step's story files share, spread into their meta beside its title and
 * component: step 3 with recorded navigations, a line of `sku` in the demo cart and the demo
 * address saved, rendered with the session's checkout data.
 */
export function paymentStepMeta(
  sku: string,
): Pick<Meta<CheckoutStoryArgs>, 'decorators' | 'args' | 'beforeEach' | 'render'> {
  return {
    decorators: [withCheckoutConfig],
    args: { step: 3, navigate: fn(), pushRoute: fn(), reload: fn() },
    beforeEach: async () => {
      seedLine(sku);
      await saveAddress();
    },
    render: (args) => renderCheckout({ ...args, env: undefined }),
  };
}
