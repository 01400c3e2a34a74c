import { CardEntryDialog, CARD_ENTERED_EVENT, CardEntry } from '@hearth/account';
import { CardType } from '@hearth/commerce';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withAccountConfig } from './decorators';

/**
 * The Apply New Card popup. The card goes only to `onApply` (a prop for npm
 * users, a `hearth.open` prop on script-tag pages); the page is told with `hearth:card-entered`
 * (type, last four, saveToAccount; never the number or security code). It is never logged.
 */
const meta = {
  title: 'Account/Card Entry',
  component: CardEntryDialog,
  decorators: [withAccountConfig],
  args: { defaultOpen: true, onApply: fn(), onOpenChange: fn() },
} satisfies Meta<typeof CardEntryDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const field = (canvasElement: HTMLElement, name: string | RegExp) => body(canvasElement).getByRole('textbox', { name });

/** Idle: number (max 24, numeric keypad), expiry, security code with its help link, save to account. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    await page.findByRole('dialog', { name: 'Apply New Card' });
    const number = field(canvasElement, 'Card Number');
    await expect(number).toHaveAttribute('maxlength', '24');
    await expect(number).toHaveAttribute('inputmode', 'numeric');
    await expect(page.getByRole('link', { name: "What's this? (opens in a new window)" })).toHaveAttribute(
      'href',
      '/SharedLayer/PopupV2?popupName=CreditCardVerification',
    );
  },
};

/** Apply with nothing typed: the spec's messages on each field, announced. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement, args }) => {
    const page = body(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Apply' }));
    await expect(field(canvasElement, 'Card Number')).toHaveAccessibleDescription(
      'Please enter a valid credit card number.',
    );
    await expect(field(canvasElement, 'Expiration Date (MM/YY)')).toHaveAccessibleDescription(
      'Please enter a valid expiration date.',
    );
    await expect(page.getAllByRole('alert').map((a) => a.textContent)).toContain('Please enter a valid security code.');
    await expect(args.onApply).not.toHaveBeenCalled();
  },
};

/** Invalid values: the second message of each field. */
export const InvalidValues: Story = {
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    await page.findByRole('dialog');
    await userEvent.type(field(canvasElement, 'Card Number'), '4111111111111112');
    await userEvent.type(field(canvasElement, 'Expiration Date (MM/YY)'), '1320');
    await userEvent.type(field(canvasElement, /^Security Code/), '12');
    await userEvent.click(page.getByRole('button', { name: 'Apply' }));
    await expect(field(canvasElement, 'Card Number')).toHaveAccessibleDescription(
      'The credit card number you entered is not valid.',
    );
    await expect(field(canvasElement, 'Expiration Date (MM/YY)')).toHaveAccessibleDescription(
      'The expiration date you entered is not valid.',
    );
    await expect(page.getAllByRole('alert').map((a) => a.textContent)).toContain(
      'The security code you entered is not valid.',
    );
  },
};

/** American Express: grouped 4-6-5, security code of 4 digits. */
export const AmericanExpress: Story = {
  play: async ({ canvasElement }) => {
    await body(canvasElement).findByRole('dialog');
    await userEvent.type(field(canvasElement, 'Card Number'), '378282246310005');
    await expect(field(canvasElement, 'Card Number')).toHaveValue('3782 822463 10005');
    await expect(field(canvasElement, /^Security Code/)).toHaveAttribute('maxlength', '4');
  },
};

/** A valid card: Apply hands the card over and the popup closes. */
export const Applied: Story = {
  play: async ({ canvasElement, args }) => {
    const page = body(canvasElement);
    await page.findByRole('dialog');
    await userEvent.type(field(canvasElement, 'Card Number'), '4111111111111111');
    await userEvent.type(field(canvasElement, 'Expiration Date (MM/YY)'), '0829');
    await userEvent.type(field(canvasElement, /^Security Code/), '123');
    await userEvent.click(page.getByRole('checkbox', { name: 'Save this card to my account' }));
    await userEvent.click(page.getByRole('button', { name: 'Apply' }));
    await expect(args.onApply).toHaveBeenCalledWith({
      number: '4111111111111111',
      type: 'Visa',
      expMonth: '08',
      expYear: '2029',
      cvv: '123',
      saveToAccount: true,
    });
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
  },
};

/** The store credit card: no expiry date or security code (they are sent as zero). */
export const StoreCreditCard: Story = {
  args: { cardType: CardType.StoreCreditCard },
  play: async ({ canvasElement, args }) => {
    const page = body(canvasElement);
    await page.findByRole('dialog');
    await expect(page.queryByRole('textbox', { name: 'Expiration Date (MM/YY)' })).toBeNull();
    await expect(page.queryByRole('textbox', { name: /Security Code/ })).toBeNull();
    await userEvent.type(field(canvasElement, 'Card Number'), '6011000000000004');
    await userEvent.click(page.getByRole('button', { name: 'Apply' }));
    await expect(args.onApply).toHaveBeenCalledWith(expect.objectContaining({ expMonth: '0', expYear: '0', cvv: '0' }));
  },
};

/** Chrome on an iPhone or iPad: the number is spaced into groups 250 ms after typing. */
export const IosChrome: Story = {
  name: 'iOS Chrome',
  args: {
    env: { userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) CriOS/124.0 Mobile Safari/604.1' },
  },
  play: async ({ canvasElement }) => {
    await body(canvasElement).findByRole('dialog');
    const number = field(canvasElement, 'Card Number');
    await userEvent.type(number, '41111');
    await expect(number).toHaveValue('41111');
    await waitFor(() => expect(number).toHaveValue('4111 1'));
  },
};

/**
 * Filled by the browser without an input event (some devices' saved cards): within 250 ms the
 * form reads the card in, spaced as if typed, and a short security code shows its error.
 */
export const AutofillWithoutEvents: Story = {
  name: 'Autofill without events',
  play: async ({ canvasElement }) => {
    await body(canvasElement).findByRole('dialog', { name: 'Apply New Card' });
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    setValue.call(field(canvasElement, 'Card Number'), '4111111111111111');
    setValue.call(field(canvasElement, /^Security Code/), '12');
    await waitFor(() => expect(field(canvasElement, 'Card Number')).toHaveValue('4111 1111 1111 1111'));
    await expect(field(canvasElement, /^Security Code/)).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Canada: the same popup (nothing here differs by site). */
export const Canada: Story = { globals: { site: 'CA' }, play: Idle.play };

/**
 * The island as a script-tag page uses it: a trigger, the card to `onApply`, and a
 * `hearth:card-entered` event that carries no card data.
 */
export const Island: StoryObj<typeof CardEntry> = {
  args: { onApply: fn() },
  render: (args) => <CardEntry triggerLabel="Add a new card" onApply={args.onApply} />,
  play: async ({ canvasElement, args }) => {
    const page = body(canvasElement);
    const received = fn();
    const listener = (event: Event) => received((event as CustomEvent).detail);
    canvasElement.ownerDocument.addEventListener(CARD_ENTERED_EVENT, listener);
    await userEvent.click(page.getByRole('button', { name: 'Add a new card' }));
    await page.findByRole('dialog', { name: 'Apply New Card' });
    await userEvent.type(field(canvasElement, 'Card Number'), '5555555555554444');
    await userEvent.type(field(canvasElement, 'Expiration Date (MM/YY)'), '1130');
    await userEvent.type(field(canvasElement, /^Security Code/), '737');
    await userEvent.click(page.getByRole('button', { name: 'Apply' }));
    await expect(args.onApply).toHaveBeenCalledWith(
      expect.objectContaining({ number: '5555555555554444', cvv: '737' }),
    );
    await expect(received).toHaveBeenCalledWith({ type: 'MasterCard', lastFour: '4444', saveToAccount: false });
    canvasElement.ownerDocument.removeEventListener(CARD_ENTERED_EVENT, listener);
  },
};
