import { getSession } from '@hearth/mock-api';
import { holdAnswers } from '@hearth/mock-api/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CheckoutProps } from '../checkout';
import type { CheckoutData } from '../shared/schema';
import type { CheckoutItem } from '../shared/schema-items';
import { callsTo, demoCheckoutData, seedLine, setupCheckoutServer, testEnv } from '../../testing/checkout';
import { JORDAN, renderCheckoutStep } from '../../testing/render-checkout';

const log = setupCheckoutServer();
const RC = '/ReactCheckout/';

function renderReview(props: Partial<CheckoutProps> = {}) {
  getSession().checkout.shippingAddress = { ...JORDAN };
  return renderCheckoutStep(4, props, testEnv({ href: () => 'https://shop.example/checkout/review' }));
}

/** The demo's checkout data (its session's address set) with `change` applied to its payment data. */
function withPayment(change: (payment: NonNullable<CheckoutData['paymentData']>) => object): CheckoutData {
  getSession().checkout.shippingAddress = { ...JORDAN };
  const data = demoCheckoutData();
  return { ...data, paymentData: { ...data.paymentData, ...change(data.paymentData ?? {}) } as never };
}

/** The list of what pays the order, under the 'Payment' heading. */
/** The review's payment list, once the step is drawn (its parts may still be loading right after render). */
const paymentList = async () =>
  (await screen.findByRole('heading', { level: 3, name: 'Payment' })).nextElementSibling as HTMLElement;

describe('Review and Place Order: what is shown [ref: checkout#screens]', () => {
  it("each recipient's address above its items; removed items left out; options as 'title: text'; pictures past the first few lazy, counted across recipients", async () => {
    seedLine('200101');
    const data = demoCheckoutData();
    const [first] = data.shippingOptions!.recipients;
    const shipment = first!.shipments[0]!;
    const item = (id: string, name: string, extra: Partial<CheckoutItem> = {}): CheckoutItem => ({
      ...shipment.items[0]!,
      id,
      name,
      ...extra,
    });
    const checkoutData: CheckoutData = {
      ...data,
      shippingOptions: {
        ...data.shippingOptions!,
        recipients: [
          {
            ...first!,
            address: { ...JORDAN },
            shipments: [
              {
                ...shipment,
                items: [
                  item('a', 'Item A', {
                    selectedOptions: [
                      { title: 'Color', text: 'Natural' },
                      { title: 'Monogram', text: '' },
                      { title: '', text: '' },
                    ],
                  }),
                  item('b', 'Item B'),
                  item('c', 'Item C'),
                  item('d', 'Item D'),
                  item('e', 'Item E'),
                  item('f', 'Item F'),
                  item('gone', 'Removed Vase', { isRemoved: true }),
                ],
              },
            ],
          },
          {
            ...first!,
            id: 'recipient-2',
            address: { ...JORDAN, firstName: 'Sam', address1: '1 Main St' },
            shipments: [{ ...shipment, items: [item('g', 'Item G')] }],
          },
        ],
      },
    };
    renderReview({ checkoutData });
    const itemA = (await screen.findByText('Item A')).closest('li')!;
    expect(within(itemA).getByText('Color: Natural')).toBeInTheDocument();
    expect(within(itemA).getByText('Monogram')).toBeInTheDocument();
    expect(
      within(itemA)
        .getAllByText(/./, { selector: 'p.hearth-checkout__muted' })
        .map((p) => p.textContent),
    ).toEqual(['Color: Natural', 'Monogram', 'Qty 1']);
    expect(screen.queryByText('Removed Vase')).toBeNull();
    const sections = [...document.querySelectorAll('.hearth-checkout__review-recipient')];
    expect(sections).toHaveLength(2);
    expect(sections[0]?.firstElementChild).toHaveTextContent(/^Jordan Avery, 1250 Techny Rd/);
    expect(sections[1]?.firstElementChild).toHaveTextContent(/^Sam Avery, 1 Main St/);
    // the page's sixth and seventh pictures (the second recipient's first among them) are past the eager ones
    const loading = (name: string) =>
      screen.getByText(name).closest('li')!.querySelector('img')?.getAttribute('loading');
    expect(loading('Item A')).toBe('eager');
    expect(loading('Item F')).toBe('lazy');
    expect(loading('Item G')).toBe('lazy');
  });

  it('the billing address when the data has one, instead of "Same as my shipping address"', async () => {
    seedLine('200101');
    const data = demoCheckoutData();
    renderReview({ checkoutData: { ...data, billingAddress: { ...JORDAN, firstName: 'Billie' } } });
    expect(await screen.findByText(/^Billie Avery, 1250 Techny Rd/)).toBeInTheDocument();
    expect(screen.queryByText('Same as my shipping address')).toBeNull();
  });

  it("with nothing applied: 'No card applied yet.', no promo code among the payments, no alert", async () => {
    seedLine('200101');
    renderReview({ checkoutData: withPayment(() => ({ promoCodeData: { promoCode: 'SAVE10' } })) });
    const list = await paymentList();
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['No card applied yet.']);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("Apple Pay as the payment: it says so, and not 'No card applied yet.'", async () => {
    seedLine('200101');
    renderReview({ checkoutData: withPayment(() => ({ alternativePaymentsData: { selected: 'applepay' } })) });
    const items = within(await paymentList()).getAllByRole('listitem');
    expect(items).toHaveLength(1);
    expect(items[0]).toHaveTextContent(/^Paying with Apple Pay\.$/);
  });
});

describe('Review and Place Order: placing [ref: checkout#rules, #errors]', () => {
  it("while the order is placed, 'Place Order' is busy, not disabled (it keeps the focus)", async () => {
    seedLine('200101');
    const { user, env } = renderReview();
    const release = holdAnswers(log.server, `${RC}PlaceOrder`);
    const place = await screen.findByRole('button', { name: 'Place Order' });
    await user.click(place);
    await waitFor(() => expect(callsTo(log, `${RC}PlaceOrder`)).toHaveLength(1));
    expect(place).toHaveAttribute('aria-busy', 'true');
    expect(place).toBeEnabled();
    expect(place).toHaveFocus();
    release();
    await waitFor(() => expect(env.navigate).toHaveBeenCalled());
  });

  it("while the cart validation popup's removal is under way, 'Place Order' under it is disabled, not busy", async () => {
    seedLine('200101');
    seedLine('300107');
    const { user } = renderReview();
    await user.click(await screen.findByRole('button', { name: 'Place Order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Item(s) no longer available' });
    const release = holdAnswers(log.server, `${RC}RemoveNlaItems`);
    await user.click(within(dialog).getByRole('button', { name: 'Remove Item(s)' }));
    await waitFor(() => expect(callsTo(log, `${RC}RemoveNlaItems`)).toHaveLength(1));
    const place = screen.getByRole('button', { name: 'Place Order', hidden: true });
    expect(place).toBeDisabled();
    expect(place).not.toHaveAttribute('aria-busy');
    release();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(place).toBeEnabled();
  });

  it('a gift card the order could not charge is listed in an alert, its number with its message', async () => {
    seedLine('200101');
    getSession().checkout.giftCards = [{ cardNumber: '6006490000000000', amount: 1000 }];
    const { user } = renderReview();
    await user.click(await screen.findByRole('button', { name: 'Place Order' }));
    const item = await screen.findByText(/^\*+0000/, { selector: 'li' });
    expect(item).toHaveTextContent('************0000 This gift card has a zero balance.');
    expect(item.closest('[role="alert"]')).not.toBeNull();
  });
});
