import { ForgotPasswordDialog } from '@hearth/account';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withAccountConfig } from './decorators';
import { neverAnswer } from '../../.storybook/held';

const TOKEN = '*/account/reset-password/GetRequestVerificationToken';
const REQUEST = '*/account/reset-password/okta-reset-password-request';
const FAILED = "We couldn't send the reset link right now. Please check your email address and try again.";

/**
 * The forgot-password popup: email, Cancel and Submit, then the success view.
 * Under its title, what it is for: the server's headerMessage, else Hearth's words.
 */
const meta = {
  title: 'Account/Forgot Password',
  component: ForgotPasswordDialog,
  decorators: [withAccountConfig],
  args: { defaultOpen: true, onOpenChange: fn() },
} satisfies Meta<typeof ForgotPasswordDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const submitWith = async (canvasElement: HTMLElement, email?: string) => {
  const page = body(canvasElement);
  await page.findByRole('dialog');
  if (email) await userEvent.type(page.getByRole('textbox', { name: 'Email Address' }), email);
  await userEvent.click(page.getByRole('button', { name: 'Submit' }));
};

/** Idle. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    const dialog = await page.findByRole('dialog', { name: 'Reset password' });
    // what it is for, before Submit
    await expect(dialog).toHaveAccessibleDescription(/send you a link to reset your password/);
    await expect(page.getByRole('textbox', { name: 'Email Address' })).toHaveAttribute('maxlength', '66');
  },
};

/** Prefilled from the sign-in form. */
export const Prefilled: Story = { args: { email: 'demo@hearth.test' } };

/** An invalid email: the message under the field says so, and nothing is sent. */
export const ValidationError: Story = {
  play: async ({ canvasElement }) => {
    await submitWith(canvasElement, 'name@shop');
    await expect(body(canvasElement).getByRole('alert')).toHaveTextContent(
      'Please enter a valid Email Address (i.e. yourname@example.com).',
    );
  },
};

/** Busy: Submit stays disabled (aria-busy) until the answer comes. */
export const Busy: Story = {
  args: { email: 'demo@hearth.test' },
  parameters: {
    msw: {
      handlers: [http.get(TOKEN, neverAnswer)],
    },
  },
  play: async ({ canvasElement }) => {
    await submitWith(canvasElement);
    await expect(body(canvasElement).getByRole('button', { name: 'Submitting…' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** The server fails (503): a message in the popup; the email stays. */
export const ServerError: Story = {
  args: { email: 'demo@hearth.test' },
  parameters: {
    msw: { handlers: [http.post(REQUEST, () => new HttpResponse('Service Unavailable', { status: 503 }))] },
  },
  play: async ({ canvasElement }) => {
    await submitWith(canvasElement);
    const page = body(canvasElement);
    await expect(await page.findByRole('alert')).toHaveTextContent(FAILED);
    await expect(page.getByRole('textbox', { name: 'Email Address' })).toHaveValue('demo@hearth.test');
  },
};

/** A malformed token answer is a failure too, never a crash. */
export const MalformedAnswer: Story = {
  args: { email: 'demo@hearth.test' },
  parameters: { msw: { handlers: [http.get(TOKEN, () => HttpResponse.json('<html>'))] } },
  play: async ({ canvasElement }) => {
    await submitWith(canvasElement);
    await expect(await body(canvasElement).findByRole('alert')).toHaveTextContent(FAILED);
  },
};

/** The server refuses with its own message (`isSuccess: false`). */
export const Refused: Story = {
  args: { email: 'demo@hearth.test' },
  parameters: {
    msw: {
      handlers: [
        http.post(REQUEST, () =>
          HttpResponse.json({ isSuccess: false, message: 'Too many requests. Please try again later.' }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await submitWith(canvasElement);
    await expect(await body(canvasElement).findByRole('alert')).toHaveTextContent(
      'Too many requests. Please try again later.',
    );
  },
};

/** Success: the server's message under the same title. */
export const Success: Story = {
  args: { email: 'demo@hearth.test' },
  play: async ({ canvasElement }) => {
    await submitWith(canvasElement);
    const page = body(canvasElement);
    await expect(await page.findByRole('status')).toHaveTextContent(/you will receive an email/);
    await waitFor(() => expect(page.getByRole('dialog', { name: 'Reset password' })).toBeVisible());
    // The header's ✕ and the view's own Close button.
    await expect(page.getAllByRole('button', { name: 'Close' })).toHaveLength(2);
  },
};

/** Canada: the same popup. */
export const Canada: Story = { globals: { site: 'CA' }, play: Idle.play };
