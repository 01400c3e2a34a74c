import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setConfig, type HearthApi } from '@hearth/core';
import { DEMO_ACCOUNT } from '@hearth/mock-api';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AccountEnv } from '../shared/env';
import { setupMockServer } from '../testing/mock-server';
import type { IdentityResult } from './identity-provider';
import { SignInForm } from './sign-in-form';

const server = setupMockServer();

function pageEnv() {
  const pathname = '/checkout/shipping';
  return {
    location: { pathname, search: '', href: `http://localhost${pathname}`, origin: 'http://localhost' },
    navigate: vi.fn(),
    submitForm: vi.fn(),
  } satisfies Partial<AccountEnv>;
}

const email = () => screen.getByRole('textbox', { name: 'Email Address' }) as HTMLInputElement;
const password = () => screen.getByLabelText('Password') as HTMLInputElement;

afterEach(() => {
  document.body.replaceChildren();
  delete window.hearth;
});

describe('the sign-in form, attribute by attribute [ref: sign-in#screens]', () => {
  it('its fields carry the names, type and autocomplete a password manager reads', async () => {
    render(<SignInForm env={pageEnv()} config={{ isLoggedIn: false }} />);
    await screen.findByRole('textbox', { name: 'Email Address' });
    expect(email()).toHaveAttribute('name', 'username');
    expect(email()).toHaveAttribute('type', 'email');
    expect(email()).toHaveAttribute('autocomplete', 'username');
    // an unlocked username is neither read-only nor announced so
    expect(email()).not.toHaveAttribute('readonly');
    expect(email()).not.toHaveAttribute('aria-readonly');
    expect(password()).toHaveAttribute('name', 'password');
    expect(password()).toHaveAttribute('autocomplete', 'current-password');
  });

  it("[ref: sign-in#data]: the sign-in config's username fills the email field; an email the page gives wins over it", async () => {
    server.use(
      http.get('*/api/demo/account/sign-in-config', () =>
        HttpResponse.json({ isLoggedIn: false, username: 'config@hearth.test' }),
      ),
    );
    const { unmount } = render(<SignInForm env={pageEnv()} />);
    expect(await screen.findByRole('textbox', { name: 'Email Address' })).toHaveValue('config@hearth.test');
    unmount();
    render(<SignInForm env={pageEnv()} email="page@hearth.test" />);
    expect(await screen.findByRole('textbox', { name: 'Email Address' })).toHaveValue('page@hearth.test');
  });

  it('a locked username is announced read-only too', async () => {
    render(<SignInForm env={pageEnv()} config={{ isLoggedIn: false }} email="demo@hearth.test" lockUsername />);
    await screen.findByRole('textbox', { name: 'Email Address' });
    expect(email()).toHaveAttribute('aria-readonly', 'true');
  });

  it('the title is an h2, or an h3 where the page asks; the wrapper keeps its class beside the one given', async () => {
    const { container, unmount } = render(
      <SignInForm env={pageEnv()} config={{ isLoggedIn: false }} title="Sign in" className="page-slot" />,
    );
    expect((await screen.findByRole('heading', { name: 'Sign in' })).tagName).toBe('H2');
    expect(container.firstElementChild).toHaveClass('hearth-sign-in', 'page-slot');
    unmount();
    render(<SignInForm env={pageEnv()} config={{ isLoggedIn: false }} title="Sign in" headingLevel={3} />);
    expect((await screen.findByRole('heading', { name: 'Sign in' })).tagName).toBe('H3');
  });

  it('no text and no errors: no text paragraph and no summary', async () => {
    const { container } = render(<SignInForm env={pageEnv()} config={{ isLoggedIn: false }} />);
    await screen.findByRole('textbox', { name: 'Email Address' });
    expect(container.querySelector('.hearth-sign-in__text')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('with neither Google nor Apple on, no list of other ways to sign in', async () => {
    setConfig({ features: { googleSignIn: false, appleSignIn: false } });
    const { container } = render(<SignInForm env={pageEnv()} config={{ isLoggedIn: false }} />);
    await screen.findByRole('textbox', { name: 'Email Address' });
    expect(container.querySelector('.hearth-sign-in__social')).toBeNull();
  });

  it('says what signing in agrees to, with the terms in a new window', async () => {
    render(<SignInForm env={pageEnv()} config={{ isLoggedIn: false }} />);
    await screen.findByRole('textbox', { name: 'Email Address' });
    const terms = screen.getByRole('link', { name: 'Terms of Use (opens in a new window)' });
    expect(terms.parentElement).toHaveTextContent(/^By signing in, you agree to our Terms of Use/);
  });

  // (an email field drops spaces the shopper types: these come with the page's own email)
  it('Reset password takes the email without its spaces, through window.hearth and in its own popup', async () => {
    const open = vi.fn(async () => {});
    window.hearth = { open } as unknown as HearthApi;
    const user = userEvent.setup();
    const { unmount } = render(<SignInForm env={pageEnv()} config={{ isLoggedIn: false }} email="  a@b.co " />);
    await screen.findByRole('textbox', { name: 'Email Address' });
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(open).toHaveBeenCalledWith('forgot-password', { email: 'a@b.co' }, expect.anything());
    unmount();
    delete window.hearth;
    render(<SignInForm env={pageEnv()} config={{ isLoggedIn: false }} email="  a@b.co " />);
    await screen.findByRole('textbox', { name: 'Email Address' });
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset password' });
    expect(within(dialog).getByRole('textbox', { name: 'Email Address' })).toHaveValue('a@b.co');
  });

  it('a given onResetPassword gets the email without its spaces, and the control that asked', async () => {
    const onResetPassword = vi.fn();
    const user = userEvent.setup();
    render(
      <SignInForm env={pageEnv()} config={{ isLoggedIn: false }} email=" a@b.co  " onResetPassword={onResetPassword} />,
    );
    await screen.findByRole('textbox', { name: 'Email Address' });
    const control = screen.getByRole('button', { name: 'Reset password' });
    await user.click(control);
    expect(onResetPassword).toHaveBeenCalledWith('a@b.co', control);
  });

  it("the identity provider gets the page's email without its spaces", async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/demo/idp/authn', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ errorCode: 'E0000004', errorSummary: 'x' }, { status: 401 });
      }),
    );
    const user = userEvent.setup();
    render(<SignInForm env={pageEnv()} config={{ isLoggedIn: false }} email=" a@b.co  " />);
    await screen.findByRole('textbox', { name: 'Email Address' });
    await user.type(password(), 'pw');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await screen.findByRole('alert');
    expect(bodies).toEqual([{ username: 'a@b.co', password: 'pw' }]);
  });

  it.each([
    ['only a password', '', 'pw'],
    ['only an email', 'a@b.co', ''],
  ])('%s: the missing one is shown, and nothing is sent', async (_name, given, typed) => {
    const sent = vi.fn();
    server.events.on('request:start', ({ request }) => request.url.includes('/idp/') && sent(request.url));
    const user = userEvent.setup();
    render(<SignInForm env={pageEnv()} config={{ isLoggedIn: false }} email={given} />);
    await screen.findByRole('textbox', { name: 'Email Address' });
    if (typed) await user.type(password(), typed);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(given ? password() : email()).toHaveAttribute('aria-invalid', 'true');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).not.toHaveBeenCalled();
    server.events.removeAllListeners();
  });

  it("while the identity provider answers, the button reads 'Signing In…' and is busy", async () => {
    let answer!: (result: IdentityResult) => void;
    const identityProvider = {
      signIn: () => new Promise<IdentityResult>((resolve) => (answer = resolve)),
    };
    const user = userEvent.setup();
    render(
      <SignInForm
        env={pageEnv()}
        config={{ isLoggedIn: false }}
        email={DEMO_ACCOUNT.email}
        identityProvider={identityProvider}
      />,
    );
    await screen.findByRole('textbox', { name: 'Email Address' });
    await user.type(password(), 'pw');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByRole('button', { name: 'Signing In…' })).toHaveAttribute('aria-busy', 'true');
    answer({ ok: false, code: 'unavailable' });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });

  it("[ref: sign-in#validation]: the summary of errors is headed 'Please correct the following:'", async () => {
    const user = userEvent.setup();
    render(<SignInForm env={pageEnv()} config={{ isLoggedIn: false }} />);
    await user.click(await screen.findByRole('button', { name: 'Sign In' }));
    const summary = await screen.findByRole('alert');
    expect(summary.firstElementChild).toHaveTextContent(/^Please correct the following:$/);
  });

  it('signed in, Enter in the password field asks the identity provider no second time', async () => {
    const signIn = vi.fn(async (): Promise<IdentityResult> => ({ ok: true, sessionToken: 'st-1' }));
    const env = pageEnv();
    const user = userEvent.setup();
    render(
      <SignInForm env={env} config={{ isLoggedIn: false }} email={DEMO_ACCOUNT.email} identityProvider={{ signIn }} />,
    );
    await screen.findByRole('textbox', { name: 'Email Address' });
    await user.type(password(), 'pw');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(env.submitForm).toHaveBeenCalledOnce());
    await user.type(password(), '{Enter}');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(signIn).toHaveBeenCalledOnce();
    expect(env.submitForm).toHaveBeenCalledOnce();
  });

  it('a widget taken out of the page while the identity provider answers posts no session token', async () => {
    let answer!: (result: IdentityResult) => void;
    const identityProvider = { signIn: () => new Promise<IdentityResult>((resolve) => (answer = resolve)) };
    const env = pageEnv();
    const user = userEvent.setup();
    const { unmount } = render(
      <SignInForm
        env={env}
        config={{ isLoggedIn: false }}
        email={DEMO_ACCOUNT.email}
        identityProvider={identityProvider}
      />,
    );
    await screen.findByRole('textbox', { name: 'Email Address' });
    await user.type(password(), 'pw');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    unmount();
    answer({ ok: true, sessionToken: 'st-1' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(env.submitForm).not.toHaveBeenCalled();
    expect(document.querySelector('form[action$="/account/auth"]')).toBeNull();
  });

  it('signed in, Sign In stays busy while the page goes to the account: no second attempt', async () => {
    const env = pageEnv();
    const user = userEvent.setup();
    render(<SignInForm env={env} config={{ isLoggedIn: false }} email={DEMO_ACCOUNT.email} />);
    await screen.findByRole('textbox', { name: 'Email Address' });
    await user.type(password(), DEMO_ACCOUNT.password);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(env.submitForm).toHaveBeenCalledOnce());
    // the attempt has ended; the page is leaving
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('button', { name: /^Sign(ing)? In/ })).toHaveAttribute('aria-busy', 'true');
  });
});
