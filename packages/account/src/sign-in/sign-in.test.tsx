import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defineIsland, setConfig, type HearthApi } from '@hearth/core';
import { DEMO_ACCOUNT, LOCKED_ACCOUNT_EMAIL, setFault, signIn } from '@hearth/mock-api';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seriousAxeViolations } from '@hearth/ui/testing';
import type { AccountEnv } from '../shared/env';
import { setupMockServer } from '../testing/mock-server';
import { SignInPropsSchema } from './props-schema';
import { SignIn } from './sign-in';
import { SignInForm } from './sign-in-form';

const server = setupMockServer();
// The demo backend's server-supplied messages (packages/mock-api handlers/account.ts).
const SERVER_MESSAGES = {
  usernameRequired: 'Please enter your email address.',
  passwordRequired: 'Please enter your password.',
  lockout: 'Your account has been locked after too many attempts. Please use Reset password to unlock it.',
  E0000004: 'The email address or password you entered is incorrect. Please try again.',
};

function pageEnv(pathname = '/checkout/shipping', overrides: Partial<AccountEnv> = {}) {
  return {
    location: { pathname, search: '', href: `http://localhost${pathname}`, origin: 'http://localhost' },
    navigate: vi.fn(),
    submitForm: vi.fn(),
    ...overrides,
  } satisfies Partial<AccountEnv>;
}

const email = () => screen.getByRole('textbox', { name: 'Email Address' });
const password = () => screen.getByLabelText('Password') as HTMLInputElement;
const submit = () => screen.getByRole('button', { name: /^Sign(ing)? In/ });

afterEach(() => {
  document.body.replaceChildren();
  delete window.hearth;
});

describe('sign-in widget [ref: sign-in#screens]', () => {
  it('shows email, password, Reset password, Google, Apple, create-account and the new-window links; passes axe', async () => {
    render(<SignInForm env={pageEnv()} />);
    expect(await screen.findByRole('textbox', { name: 'Email Address' })).toBeInTheDocument();
    expect(password()).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Reset password' })).toBeInTheDocument();
    const google = new URL(screen.getByRole('link', { name: 'Sign in with Google' }).getAttribute('href')!, 'http://x');
    expect(google.pathname + google.search).toBe(
      '/account/auth/loginwithidp?idp=Google&redirectUrl=%2Fcheckout%2Fshipping&messageType=ExistingGoogleAccount',
    );
    expect(screen.getByRole('link', { name: 'Sign in with Apple' })).toHaveAttribute(
      'href',
      '/account/auth/loginwithidp?idp=Apple&redirectUrl=%2Fcheckout%2Fshipping',
    );
    expect(screen.getByText(/Don't have an account\?/)).toHaveTextContent("Don't have an account? Create an Account");
    expect(screen.getByRole('link', { name: 'Create an Account' })).toHaveAttribute('href', '/account/create-account');
    for (const [name, href] of [
      ['Terms of Use (opens in a new window)', '/customer-service/terms-of-use'],
      ['Privacy Policy (opens in a new window)', '/customer-service/privacy-policy'],
    ] as const) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener');
    }
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('[ref: sign-in#rules]: Apple sign-in appears only when the appleSignIn feature is on', async () => {
    setConfig({ features: { appleSignIn: false } });
    render(<SignInForm env={pageEnv()} />);
    await screen.findByRole('textbox', { name: 'Email Address' });
    expect(screen.queryByRole('link', { name: 'Sign in with Apple' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign in with Google' })).toBeInTheDocument();
  });

  it('custom title and text, prefilled and locked username', async () => {
    render(
      <SignInForm
        env={pageEnv()}
        title="Sign in to save your favorites"
        text="It only takes a moment."
        email="demo@hearth.test"
        lockUsername
      />,
    );
    expect(await screen.findByRole('heading', { name: 'Sign in to save your favorites' })).toBeInTheDocument();
    expect(screen.getByText('It only takes a moment.')).toBeInTheDocument();
    expect(email()).toHaveValue('demo@hearth.test');
    expect(email()).toHaveAttribute('readonly');
    await userEvent.type(email(), 'x');
    expect(email()).toHaveValue('demo@hearth.test');
  });

  it('[ref: sign-in#validation]: empty fields show the server messages on the fields and in the summary; nothing is sent', async () => {
    const sent = vi.fn();
    server.events.on('request:start', ({ request }) => request.method === 'POST' && sent(request.url));
    const user = userEvent.setup();
    render(<SignInForm env={pageEnv()} />);
    await user.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(email()).toHaveAccessibleDescription(SERVER_MESSAGES.usernameRequired);
    expect(password()).toHaveAccessibleDescription(SERVER_MESSAGES.passwordRequired);
    const summary = screen.getByRole('alert');
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([SERVER_MESSAGES.usernameRequired, SERVER_MESSAGES.passwordRequired]);
    expect(sent).not.toHaveBeenCalled();
    expect(await seriousAxeViolations()).toEqual([]);
    server.events.removeAllListeners();
  });

  it('messages from props win over the config', async () => {
    const user = userEvent.setup();
    render(<SignInForm env={pageEnv()} messages={{ usernameRequired: 'Email, please.' }} />);
    await user.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(email()).toHaveAccessibleDescription('Email, please.');
    expect(password()).toHaveAccessibleDescription(SERVER_MESSAGES.passwordRequired);
  });

  it('[ref: sign-in#errors]: a wrong password shows E0000004; a locked account the lockout message', async () => {
    const user = userEvent.setup();
    render(<SignInForm env={pageEnv()} />);
    await user.type(await screen.findByRole('textbox', { name: 'Email Address' }), DEMO_ACCOUNT.email);
    await user.type(password(), 'wrong');
    await user.click(submit());
    await waitFor(() => expect(password()).toHaveAccessibleDescription(SERVER_MESSAGES.E0000004));
    expect(screen.getByRole('alert')).toHaveTextContent(SERVER_MESSAGES.E0000004);
    await user.clear(email());
    await user.type(email(), LOCKED_ACCOUNT_EMAIL);
    await user.click(submit());
    await waitFor(() => expect(email()).toHaveAccessibleDescription(SERVER_MESSAGES.lockout));
    expect(screen.getByRole('alert')).toHaveTextContent(SERVER_MESSAGES.lockout);
  });

  it('the identity provider unreachable: a summary message, no crash', async () => {
    server.use(http.post('*/api/demo/idp/authn', () => HttpResponse.error()));
    const user = userEvent.setup();
    render(<SignInForm env={pageEnv()} />);
    await user.type(await screen.findByRole('textbox', { name: 'Email Address' }), DEMO_ACCOUNT.email);
    await user.type(password(), DEMO_ACCOUNT.password);
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't sign you in right now. Please try again.");
  });

  it('an identity provider that never answers times out: the summary message, and Sign In can be pressed again', async () => {
    const timers: { callback: () => void; ms: number }[] = [];
    const hanging = (_url: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      );
    const env = pageEnv('/checkout/shipping', {
      fetch: hanging as typeof fetch,
      setTimeout: (callback, ms) => timers.push({ callback, ms }),
      clearTimeout: () => {},
    });
    const user = userEvent.setup();
    render(<SignInForm env={env} config={{ isLoggedIn: false }} />);
    await user.type(email(), DEMO_ACCOUNT.email);
    await user.type(password(), DEMO_ACCOUNT.password);
    await user.click(submit());
    expect(submit()).toHaveAttribute('aria-busy', 'true');
    const timeout = timers.find((t) => t.ms === 30_000);
    expect(timeout).toBeDefined();
    act(() => timeout!.callback());
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't sign you in right now. Please try again.");
    await waitFor(() => expect(submit()).not.toHaveAttribute('aria-busy', 'true'));
    expect(submit()).toHaveAccessibleName('Sign In');
  });

  it('[ref: sign-in#screens]: success posts the session token and redirect URL to /account/auth in a form with the anti-forgery token', async () => {
    document.body.innerHTML =
      '<form id="__AjaxAntiForgeryForm"><input type="hidden" name="__RequestVerificationToken" value="af-1"></form>';
    const env = pageEnv('/checkout/shipping');
    const user = userEvent.setup();
    render(<SignInForm env={env} />);
    await user.type(await screen.findByRole('textbox', { name: 'Email Address' }), DEMO_ACCOUNT.email);
    await user.type(password(), DEMO_ACCOUNT.password);
    await user.click(submit());
    await waitFor(() => expect(env.submitForm).toHaveBeenCalledOnce());
    const form = vi.mocked(env.submitForm).mock.calls[0]![0] as HTMLFormElement;
    expect(form.method).toBe('post');
    expect(new URL(form.action).pathname).toBe('/account/auth');
    expect(Object.fromEntries(new FormData(form))).toEqual({
      __RequestVerificationToken: 'af-1',
      sessionToken: expect.stringMatching(/^st-/),
      redirectUrl: '/checkout/shipping',
    });
    expect(submit()).toHaveAttribute('aria-busy', 'true');
  });

  describe("the config answer's authnUrl (no identityProvider endpoint) passes the URL filter", () => {
    const posts: string[] = [];
    async function signInWith(authnUrl: string, credentialOrigins?: string[]) {
      posts.length = 0;
      setConfig({ endpoints: { identityProvider: '' }, ...(credentialOrigins ? { credentialOrigins } : {}) });
      server.events.on('request:start', ({ request }) => void (request.method === 'POST' && posts.push(request.url)));
      server.use(http.post('https://login.example/authn', () => HttpResponse.json({ sessionToken: 'st-login' })));
      const env = pageEnv();
      const user = userEvent.setup();
      render(<SignInForm env={env} config={{ isLoggedIn: false, authnUrl }} />);
      await user.type(email(), DEMO_ACCOUNT.email);
      await user.type(password(), DEMO_ACCOUNT.password);
      await user.click(submit());
      return env;
    }
    afterEach(() => server.events.removeAllListeners());

    it('on this site: the email and password go there', async () => {
      const env = await signInWith('/api/demo/idp/authn');
      await waitFor(() => expect(env.submitForm).toHaveBeenCalledOnce());
      expect(posts.map((url) => new URL(url).pathname)).toEqual(['/api/demo/idp/authn']);
    });

    it('on an origin listed in credentialOrigins: the email and password go there', async () => {
      const error = vi.spyOn(console, 'error');
      const env = await signInWith('https://login.example/authn', ['https://login.example']);
      await waitFor(() => expect(env.submitForm).toHaveBeenCalledOnce());
      expect(posts).toEqual(['https://login.example/authn']);
      expect(error).not.toHaveBeenCalled();
    });

    it.each([
      ['another origin, none listed', 'https://login.example/authn', undefined],
      ['another origin than the one listed', 'https://evil.example/authn', ['https://login.example']],
      ['a listed host on another port', 'https://login.example:8443/authn', ['https://login.example']],
      ['protocol-relative', '//login.example/authn', ['https://login.example']],
      ['javascript:', 'javascript:alert(1)', ['https://login.example']],
    ])('%s (%s): refused, nothing is sent, one console error, the summary message', async (_, authnUrl, origins) => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      const env = await signInWith(authnUrl, origins);
      expect(await screen.findByRole('alert')).toHaveTextContent(
        "We couldn't sign you in right now. Please try again.",
      );
      expect(posts).toEqual([]);
      expect(env.submitForm).not.toHaveBeenCalled();
      expect(error.mock.calls.map(([m]) => String(m))).toEqual([
        `hearth: island "sign-in" refused field "authnUrl": ${JSON.stringify(authnUrl)} is not a path on this site or a URL on an origin listed in hearth-config "credentialOrigins"; no email or password is sent.`,
      ]);
    });
  });

  it('a double submit asks the identity provider once', async () => {
    let calls = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post('*/api/demo/idp/authn', async () => {
        calls += 1;
        await gate;
        return HttpResponse.json({ errorCode: 'E0000004', errorSummary: 'x' }, { status: 401 });
      }),
    );
    const user = userEvent.setup();
    render(<SignInForm env={pageEnv()} />);
    await user.type(await screen.findByRole('textbox', { name: 'Email Address' }), DEMO_ACCOUNT.email);
    await user.type(password(), 'pw');
    await user.click(submit());
    await user.click(submit());
    await user.type(password(), '{Enter}');
    release();
    await screen.findByRole('alert');
    expect(calls).toBe(1);
  });

  it('[ref: sign-in#rules]: already signed in goes to the config URL, or the account page', async () => {
    signIn();
    const env = pageEnv();
    render(<SignInForm env={env} returnUrl="/checkout/paymentandbilling" />);
    await waitFor(() => expect(env.navigate).toHaveBeenCalledWith('/checkout/paymentandbilling'));
    expect(screen.queryByRole('textbox', { name: 'Email Address' })).toBeNull();
    const env2 = pageEnv();
    render(<SignInForm env={env2} config={{ isLoggedIn: true }} />);
    expect(env2.navigate).toHaveBeenCalledWith('/account');
  });

  it('[ref: sign-in#rules]: a config answer that does not say isLoggedIn is read as signed out: the form, no redirect', async () => {
    server.use(http.get('*/api/demo/account/sign-in-config', () => HttpResponse.json({ redirectUrl: '/account' })));
    const env = pageEnv();
    render(<SignInForm env={env} />);
    expect(await screen.findByRole('textbox', { name: 'Email Address' })).toBeInTheDocument();
    expect(env.navigate).not.toHaveBeenCalled();
  });

  it('a widget that has left the page does nothing with a config answer that was already on its way', async () => {
    // the answer settles in the same task as the unmount: the client had it before the abort came
    let answer!: (config: { isLoggedIn: boolean }) => void;
    const client = { get: () => new Promise<never>((resolve) => (answer = resolve as never)) };
    const env = pageEnv();
    const { unmount } = render(<SignInForm env={env} client={client} />);
    act(() => {
      answer({ isLoggedIn: true });
      unmount();
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(env.navigate).not.toHaveBeenCalled();
  });

  it('[ref: sign-in#rules]: a sign-in config failure goes to /account/login?returnUrl={url}&isRedirect=true', async () => {
    setFault('signInConfig', 'http503');
    const env = pageEnv('/checkout/shipping');
    render(<SignInForm env={env} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading sign-in…');
    await waitFor(() =>
      expect(env.navigate).toHaveBeenCalledWith('/account/login?returnUrl=%2Fcheckout%2Fshipping&isRedirect=true'),
    );
  });

  it('a 1 MB returnUrl is refused (one console error), the config GET carries /, and the page stays', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const configQueries: (string | null)[] = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname.endsWith('/sign-in-config')) configQueries.push(url.searchParams.get('returnUrl'));
    });
    const env = pageEnv('/checkout/shipping');
    render(<SignInForm env={env} returnUrl={`/checkout/shipping?x=${'a'.repeat(1024 * 1024)}`} />);
    expect(await screen.findByRole('textbox', { name: 'Email Address' })).toBeInTheDocument();
    expect(configQueries).toEqual(['/']);
    expect(env.navigate).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]?.[0])).toMatch(
      /^hearth: island "sign-in" refused field "returnUrl": ".{120}…" is 1048597 characters long, over the 2048 allowed; returning to \/\.$/,
    );
    expect(screen.getByRole('link', { name: 'Sign in with Apple' })).toHaveAttribute(
      'href',
      '/account/auth/loginwithidp?idp=Apple&redirectUrl=%2F',
    );
    server.events.removeAllListeners();
  });

  it('a page address over 2,048 characters is no return URL either: / is used', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const env = pageEnv('/checkout/shipping', {
      location: {
        pathname: '/checkout/shipping',
        search: `?x=${'a'.repeat(3000)}`,
        href: 'http://localhost/checkout/shipping',
        origin: 'http://localhost',
      },
    });
    render(<SignInForm env={env} config={{ isLoggedIn: false }} />);
    expect(screen.getByRole('link', { name: 'Sign in with Apple' })).toHaveAttribute(
      'href',
      '/account/auth/loginwithidp?idp=Apple&redirectUrl=%2F',
    );
  });

  it('on a page served at //evil.example/x the default return URL is that page, absolute, never //evil.example/x', () => {
    const env = pageEnv('//evil.example/x');
    render(<SignInForm env={env} config={{ isLoggedIn: false }} />);
    expect(screen.getByRole('link', { name: 'Sign in with Apple' })).toHaveAttribute(
      'href',
      `/account/auth/loginwithidp?idp=Apple&redirectUrl=${encodeURIComponent('http://localhost//evil.example/x')}`,
    );
  });

  it.each([400, 404, 408, 414, 429, 431, 500])(
    'a config GET answered %i goes to the login page, whatever the status [ref: sign-in#rules]',
    async (status) => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      server.use(http.get('*/api/demo/account/sign-in-config', () => new HttpResponse(null, { status })));
      const env = pageEnv('/checkout/shipping');
      render(<SignInForm env={env} />);
      await waitFor(() =>
        expect(env.navigate).toHaveBeenCalledWith('/account/login?returnUrl=%2Fcheckout%2Fshipping&isRedirect=true'),
      );
      expect(screen.queryByRole('textbox', { name: 'Email Address' })).toBeNull();
      expect(error).not.toHaveBeenCalled();
    },
  );

  it.each([404, 500])(
    'a config GET answered %i after the form has left the page is dropped: no navigation, no console error',
    async (status) => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      let answer!: () => void;
      const gate = new Promise<void>((resolve) => (answer = resolve));
      let asked = false;
      server.use(
        http.get('*/api/demo/account/sign-in-config', async () => {
          asked = true;
          await gate;
          return new HttpResponse(null, { status });
        }),
      );
      const env = pageEnv('/checkout/shipping');
      const view = render(<SignInForm env={env} />);
      await waitFor(() => expect(asked).toBe(true));
      view.unmount();
      answer();
      await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
      expect(env.navigate).not.toHaveBeenCalled();
      expect(error).not.toHaveBeenCalled();
    },
  );

  it('a config failure on the login page itself shows the form (no redirect loop)', async () => {
    setFault('signInConfig', 'malformed');
    const env = pageEnv('/account/login');
    render(<SignInForm env={env} returnUrl="/checkout/cart" />);
    expect(await screen.findByRole('textbox', { name: 'Email Address' })).toBeInTheDocument();
    expect(env.navigate).not.toHaveBeenCalled();
  });

  it.each(['https://evil.test/', '//evil.test/', '/\t/evil.example/x', '/\\evil.test', 'javascript:alert(1)'])(
    'an unsafe returnUrl %j is replaced by /, with one console.error naming the island and the field',
    async (returnUrl) => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      const env = pageEnv();
      const { rerender } = render(<SignInForm env={env} returnUrl={returnUrl} config={{ isLoggedIn: false }} />);
      rerender(<SignInForm env={env} returnUrl={returnUrl} config={{ isLoggedIn: false }} />);
      expect(screen.getByRole('link', { name: 'Sign in with Apple' })).toHaveAttribute(
        'href',
        '/account/auth/loginwithidp?idp=Apple&redirectUrl=%2F',
      );
      expect(screen.getByRole('link', { name: 'Sign in with Google' }).getAttribute('href')).toContain(
        'redirectUrl=%2F&',
      );
      expect(
        error.mock.calls.filter(([m]) => String(m).startsWith('hearth: island "sign-in" refused field "returnUrl"')),
      ).toHaveLength(1);
    },
  );

  it('a return URL of / + TAB + /evil.example/x never reaches /account/auth: the session token form carries /', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    const env = pageEnv();
    render(<SignInForm env={env} returnUrl={'/\t/evil.example/x'} config={{ isLoggedIn: false }} />);
    await user.type(email(), DEMO_ACCOUNT.email);
    await user.type(password(), DEMO_ACCOUNT.password);
    await user.click(submit());
    await waitFor(() => expect(env.submitForm).toHaveBeenCalledTimes(1));
    const form = vi.mocked(env.submitForm).mock.calls[0]![0] as HTMLFormElement;
    expect(new FormData(form).get('redirectUrl')).toBe('/');
  });

  it('[ref: sign-in#rules]: already signed in, a redirectUrl to another site goes to /account instead', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const env = pageEnv();
    render(<SignInForm env={env} config={{ isLoggedIn: true, redirectUrl: 'https://evil.test/account' }} />);
    await waitFor(() => expect(env.navigate).toHaveBeenCalledWith('/account'));
  });

  it('[ref: sign-in#rules]: with focus removal on the confirmation page the password is disabled for 9000 ms', async () => {
    const timers: { callback: () => void; ms: number }[] = [];
    const env = pageEnv('/checkout/confirmation', {
      setTimeout: (callback, ms) => timers.push({ callback, ms }),
      clearTimeout: () => {},
    });
    render(<SignInForm env={env} removeFocus config={{ isLoggedIn: false }} />);
    expect(password()).toBeDisabled();
    const timer = timers.find((t) => t.ms === 9000);
    expect(timer).toBeDefined();
    act(() => timer!.callback());
    expect(password()).toBeEnabled();
  });

  it('without focus removal, or elsewhere, the password is enabled at once', () => {
    render(<SignInForm env={pageEnv('/checkout/confirmation')} config={{ isLoggedIn: false }} />);
    expect(password()).toBeEnabled();
  });

  it('Reset password opens forgot-password through window.hearth with the typed email', async () => {
    const open = vi.fn(async () => {});
    window.hearth = { open } as unknown as HearthApi;
    const user = userEvent.setup();
    render(<SignInForm env={pageEnv()} config={{ isLoggedIn: false }} />);
    await user.type(email(), 'a@b.co');
    const link = screen.getByRole('button', { name: 'Reset password' });
    await user.click(link);
    expect(open).toHaveBeenCalledWith('forgot-password', { email: 'a@b.co' }, link);
  });

  it('without window.hearth (npm), Reset password shows the popup itself, prefilled', async () => {
    const user = userEvent.setup();
    render(<SignInForm env={pageEnv()} config={{ isLoggedIn: false }} />);
    await user.type(email(), 'a@b.co');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset password' });
    expect(within(dialog).getByRole('textbox', { name: 'Email Address' })).toHaveValue('a@b.co');
  });
});

describe('sign-in island: the Account Sign In popup [ref: sign-in#screens]', () => {
  const island = defineIsland({ name: 'sign-in', schema: SignInPropsSchema, component: SignIn });

  it('opened as a popup it is a dialog named Account Sign In', async () => {
    const onClose = vi.fn();
    act(
      () =>
        void island.mount(document.body.appendChild(document.createElement('div')), {
          props: { env: pageEnv() },
          onClose,
        }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Account Sign In' });
    expect(await within(dialog).findByRole('textbox', { name: 'Email Address' })).toBeInTheDocument();
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('a custom title names the popup', async () => {
    act(
      () =>
        void island.mount(document.body.appendChild(document.createElement('div')), {
          props: { title: 'Sign in to continue', popup: true, config: { isLoggedIn: false } },
        }),
    );
    expect(await screen.findByRole('dialog', { name: 'Sign in to continue' })).toBeInTheDocument();
  });

  it('a custom title and text from the sign-in config show inside the popup', async () => {
    act(
      () =>
        void island.mount(document.body.appendChild(document.createElement('div')), {
          props: {
            popup: true,
            env: pageEnv(),
            config: { isLoggedIn: false, title: 'Welcome back', text: 'Sign in to see your orders.' },
          },
        }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Account Sign In' });
    expect(within(dialog).getByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(within(dialog).getByText('Sign in to see your orders.')).toBeInTheDocument();
  });

  it('a title given as a prop names the popup and is not repeated inside it', async () => {
    act(
      () =>
        void island.mount(document.body.appendChild(document.createElement('div')), {
          props: { title: 'Sign in to continue', popup: true, env: pageEnv(), config: { isLoggedIn: false } },
        }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Sign in to continue' });
    expect(within(dialog).getAllByRole('heading', { name: 'Sign in to continue' })).toHaveLength(1);
  });

  it.each([
    '/checkout/cart',
    '/design-services/form',
    '/kids/design-services/form',
    '/gift-registry/authenticate',
    '/gift-registry/new',
  ])('on %s a popup is a full redirect to the login page instead', async (path) => {
    const env = pageEnv(path);
    const onClose = vi.fn();
    // Opened as a popup (onClose given), as the loader opens it; env stands for the page.
    render(<SignIn env={env} onClose={onClose} />);
    expect(env.navigate).toHaveBeenCalledWith(`/account/login?returnUrl=${encodeURIComponent(path)}&isRedirect=true`);
    expect(onClose).toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('on any other page the popup stays open and the page stays; inline on a redirect page it is the widget', async () => {
    const env = pageEnv('/checkout/shipping');
    const onClose = vi.fn();
    const { unmount } = render(<SignIn env={env} onClose={onClose} config={{ isLoggedIn: false }} />);
    const dialog = await screen.findByRole('dialog', { name: 'Account Sign In' });
    expect(await within(dialog).findByRole('textbox', { name: 'Email Address' })).toBeInTheDocument();
    expect(env.navigate).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    unmount();
    const cart = pageEnv('/checkout/cart');
    render(<SignIn env={cart} config={{ isLoggedIn: false }} />);
    expect(await screen.findByRole('textbox', { name: 'Email Address' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(cart.navigate).not.toHaveBeenCalled();
  });

  it('popup: true without onClose (npm) on a redirect page goes to the login page and shows nothing', async () => {
    const env = pageEnv('/checkout/cart');
    const { container } = render(<SignIn popup env={env} />);
    await waitFor(() =>
      expect(env.navigate).toHaveBeenCalledWith('/account/login?returnUrl=%2Fcheckout%2Fcart&isRedirect=true'),
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('inside the popup (npm), Reset password opens its popup on top; Escape closes only that one', async () => {
    const user = userEvent.setup();
    render(<SignIn popup env={pageEnv()} config={{ isLoggedIn: false }} />);
    const outer = await screen.findByRole('dialog', { name: 'Account Sign In' });
    const link = within(outer).getByRole('button', { name: 'Reset password' });
    await user.click(link);
    const inner = await screen.findByRole('dialog', { name: 'Reset password' });
    await user.type(within(inner).getByRole('textbox', { name: 'Email Address' }), 'a@b.co');
    expect(within(inner).getByRole('textbox', { name: 'Email Address' })).toHaveValue('a@b.co');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reset password' })).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Account Sign In' })).toBeInTheDocument();
    await waitFor(() => expect(link).toHaveFocus());
  });

  it('bad props: one console.error naming the island and the field; the server HTML stays', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const host = document.body.appendChild(document.createElement('div'));
    host.setAttribute('data-props', '{"lockUsername":"yes"}');
    host.innerHTML = '<p>Loading sign-in…</p>';
    expect(island.mount(host)).toBeNull();
    expect(error).toHaveBeenCalledExactlyOnceWith(expect.stringMatching(/"sign-in".*"lockUsername"/));
    expect(host.innerHTML).toBe('<p>Loading sign-in…</p>');
    error.mockRestore();
  });

  it('in the page it is the inline widget', async () => {
    const host = document.body.appendChild(document.createElement('div'));
    act(() => void island.mount(host, { props: { returnUrl: '/account', isRedirect: true } }));
    expect(await within(host).findByRole('textbox', { name: 'Email Address' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
