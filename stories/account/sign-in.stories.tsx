import { SignIn, SignInForm } from '@hearth/account';
import { DEMO_ACCOUNT, LOCKED_ACCOUNT_EMAIL, signIn } from '@hearth/mock-api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withAccountConfig } from './decorators';
import { neverAnswer } from '../../.storybook/held';

const CONFIG = '*/api/demo/account/sign-in-config';
const IDP = '*/api/demo/idp/authn';

/** A page address and navigation that stay inside Storybook. */
const storyEnv = (pathname = '/checkout/shipping') => ({
  location: { pathname, search: '', href: `http://localhost${pathname}`, origin: 'http://localhost' },
  navigate: fn(),
  submitForm: fn(),
});

/**
 * The sign-in widget and the 'Account Sign In' popup. Messages come from the
 * sign-in config (the demo backend's); navigation and the /account/auth form POST are recorded,
 * not followed.
 */
const meta = {
  title: 'Account/Sign In',
  component: SignInForm,
  decorators: [withAccountConfig],
  args: { env: storyEnv() },
} satisfies Meta<typeof SignInForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const ready = (canvasElement: HTMLElement) => body(canvasElement).findByRole('textbox', { name: 'Email Address' });
async function signInWith(canvasElement: HTMLElement, email: string, password: string) {
  const page = body(canvasElement);
  if (email) await userEvent.type(await ready(canvasElement), email);
  else await ready(canvasElement);
  if (password) await userEvent.type(page.getByLabelText('Password'), password);
  await userEvent.click(page.getByRole('button', { name: 'Sign In' }));
}

/** Idle: Google and Apple on, create-account, terms and privacy in a new window. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    await ready(canvasElement);
    await waitFor(() => expect(page.getByRole('link', { name: 'Sign in with Google' })).toBeVisible());
    await waitFor(() => expect(page.getByRole('link', { name: 'Sign in with Apple' })).toBeVisible());
    await expect(page.getByRole('link', { name: 'Create an Account' })).toHaveAttribute(
      'href',
      '/account/create-account',
    );
    await expect(page.getByRole('link', { name: 'Terms of Use (opens in a new window)' })).toHaveAttribute(
      'target',
      '_blank',
    );
  },
};

/** Loading the sign-in config: a skeleton. */
export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [http.get(CONFIG, neverAnswer)],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(body(canvasElement).getByRole('status')).toHaveTextContent('Loading sign-in…');
  },
};

/** Apple sign-in off: its button shows only when the store turns it on. */
export const AppleOff: Story = {
  parameters: { features: { appleSignIn: false } },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await expect(body(canvasElement).queryByRole('link', { name: 'Sign in with Apple' })).toBeNull();
  },
};

/** A custom title and text. */
export const CustomTitle: Story = {
  args: { title: 'Sign in to see your registry', text: 'Use the email address you registered with.' },
  play: async ({ canvasElement }) => {
    await waitFor(async () =>
      expect(await body(canvasElement).findByRole('heading', { name: 'Sign in to see your registry' })).toBeVisible(),
    );
  },
};

/** A prefilled, locked username (read-only). */
export const LockedUsername: Story = {
  args: { email: DEMO_ACCOUNT.email, lockUsername: true },
  play: async ({ canvasElement }) => {
    const email = await ready(canvasElement);
    await expect(email).toHaveValue(DEMO_ACCOUNT.email);
    await expect(email).toHaveAttribute('readonly');
  },
};

/** Both fields empty: the server's required messages on the fields and in the summary. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    await signInWith(canvasElement, '', '');
    const page = body(canvasElement);
    await expect(page.getByRole('alert')).toHaveTextContent('Please enter your email address.');
    await expect(page.getByRole('textbox', { name: 'Email Address' })).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabelText('Password')).toHaveAccessibleDescription('Please enter your password.');
  },
};

/** Busy while the identity provider answers. */
export const Busy: Story = {
  parameters: {
    msw: {
      handlers: [http.post(IDP, neverAnswer)],
    },
  },
  play: async ({ canvasElement }) => {
    await signInWith(canvasElement, DEMO_ACCOUNT.email, 'anything');
    await expect(body(canvasElement).getByRole('button', { name: 'Signing In…' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** Wrong password: the summary error E0000004 (server text). */
export const WrongPassword: Story = {
  play: async ({ canvasElement }) => {
    await signInWith(canvasElement, DEMO_ACCOUNT.email, 'wrong-password');
    await expect(await body(canvasElement).findByRole('alert')).toHaveTextContent(
      'The email address or password you entered is incorrect. Please try again.',
    );
  },
};

/** A locked account: the lockout message (server text). */
export const Lockout: Story = {
  play: async ({ canvasElement }) => {
    await signInWith(canvasElement, LOCKED_ACCOUNT_EMAIL, 'anything');
    await expect(await body(canvasElement).findByRole('alert')).toHaveTextContent(/locked/);
  },
};

/** The identity provider cannot be reached. */
export const ProviderUnavailable: Story = {
  parameters: { msw: { handlers: [http.post(IDP, () => HttpResponse.error())] } },
  play: async ({ canvasElement }) => {
    await signInWith(canvasElement, DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
    await expect(await body(canvasElement).findByRole('alert')).toHaveTextContent(
      "We couldn't sign you in right now. Please try again.",
    );
  },
};

/** Success: the session token goes to /account/auth in a form POST (recorded here). */
export const Success: Story = {
  args: { env: storyEnv() },
  play: async ({ canvasElement, args }) => {
    await signInWith(canvasElement, DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
    await waitFor(() => expect(args.env?.submitForm).toHaveBeenCalled());
  },
};

/** Already signed in: the shopper goes straight on to the page they were headed for. */
export const AlreadySignedIn: Story = {
  args: { env: storyEnv(), returnUrl: '/checkout/paymentandbilling' },
  beforeEach: () => void signIn(),
  play: async ({ args }) => {
    await waitFor(() => expect(args.env?.navigate).toHaveBeenCalledWith('/checkout/paymentandbilling'));
  },
};

/** The sign-in settings cannot be loaded: the shopper is sent to the full sign-in page instead. */
export const ConfigFailure: Story = {
  args: { env: storyEnv() },
  parameters: { msw: { handlers: [http.get(CONFIG, () => new HttpResponse(null, { status: 500 }))] } },
  play: async ({ args }) => {
    await waitFor(() =>
      expect(args.env?.navigate).toHaveBeenCalledWith(
        '/account/login?returnUrl=%2Fcheckout%2Fshipping&isRedirect=true',
      ),
    );
  },
};

/** Refused with a 4xx (here 431): a failure like any other, the shopper goes to the full sign-in page too. */
export const ConfigRefused: Story = {
  args: { env: storyEnv() },
  parameters: { msw: { handlers: [http.get(CONFIG, () => new HttpResponse(null, { status: 431 }))] } },
  play: ConfigFailure.play,
};

/** On the confirmation page with focus removal, the password waits 9000 ms. */
export const PasswordDisabledOnConfirmation: Story = {
  args: { env: storyEnv('/checkout/confirmation'), removeFocus: true },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await expect(body(canvasElement).getByLabelText('Password')).toBeDisabled();
  },
};

/** Canada: the same widget. */
export const Canada: Story = { globals: { site: 'CA' }, play: Idle.play };

/** The 'Account Sign In' popup. */
export const Popup: StoryObj<typeof SignIn> = {
  render: () => <SignIn popup env={storyEnv()} />,
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Account Sign In' });
    await waitFor(async () =>
      expect(await within(dialog).findByRole('textbox', { name: 'Email Address' })).toBeVisible(),
    );
  },
};

const cartEnv = storyEnv('/checkout/cart');
/** On the cart (a sign-in route) the popup is a full redirect to the login page instead. */
export const PopupOnRedirectRoute: StoryObj<typeof SignIn> = {
  name: 'On a redirect route: a full redirect, no popup',
  render: () => <SignIn popup env={cartEnv} />,
  play: async ({ canvasElement }) => {
    // the redirect happens once the popup has read its route, after the first render
    await waitFor(() =>
      expect(cartEnv.navigate).toHaveBeenCalledWith('/account/login?returnUrl=%2Fcheckout%2Fcart&isRedirect=true'),
    );
    await expect(body(canvasElement).queryByRole('dialog')).toBeNull();
  },
};
