import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defineIsland, setConfig } from '@hearth/core';
import { resetPasswordEmailMessage } from '@hearth/commerce';
import { setFault } from '@hearth/mock-api';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_MESSAGES as M } from '../messages';
import { seriousAxeViolations } from '@hearth/ui/testing';
import { setupMockServer } from '../testing/mock-server';
import { ForgotPassword } from './forgot-password';
import { ForgotPasswordDialog } from './forgot-password-dialog';
import { ForgotPasswordPropsSchema } from './props-schema';

const server = setupMockServer();
const TOKEN_PATH = '*/account/reset-password/GetRequestVerificationToken';
const REQUEST_PATH = '*/account/reset-password/okta-reset-password-request';
const emailInput = () => screen.getByRole('textbox', { name: 'Email Address' });

afterEach(() => document.body.replaceChildren());

describe('forgot-password popup', () => {
  it('shows the email field (max 66), Cancel and Submit under Reset password; passes axe', async () => {
    render(<ForgotPasswordDialog defaultOpen />);
    expect(await screen.findByRole('dialog', { name: 'Reset password' })).toBeInTheDocument();
    expect(emailInput()).toHaveAttribute('maxlength', '66');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('[ref: forgot-password#validation]: an invalid email shows the spec message and sends nothing', async () => {
    const user = userEvent.setup();
    const requests: string[] = [];
    server.events.on('request:start', ({ request }) => void requests.push(request.url));
    render(<ForgotPasswordDialog defaultOpen />);
    await user.type(emailInput(), 'name@shop');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(emailInput()).toHaveAttribute('aria-invalid', 'true');
    expect(emailInput()).toHaveAccessibleDescription(resetPasswordEmailMessage());
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please enter a valid Email Address (i.e. yourname@example.com).',
    );
    // past the moment a request made then would have reached the mock server
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(requests).toEqual([]);
    server.events.removeAllListeners();
  });

  it('pressing Submit right after typing: the error does not appear before the button is released (the click would be lost)', async () => {
    const user = userEvent.setup();
    render(<ForgotPasswordDialog defaultOpen />);
    await user.type(emailInput(), 'name@shop');
    const submit = screen.getByRole('button', { name: 'Submit' });
    // The layout at release decides whether the click lands on Submit: no error line may appear before it.
    let invalidAtRelease: string | null = 'unset';
    submit.addEventListener('mouseup', () => (invalidAtRelease = emailInput().getAttribute('aria-invalid')));
    await user.click(submit);
    expect(invalidAtRelease).toBeNull();
    // The click landed: Submit validated and announced the error.
    expect(emailInput()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent(resetPasswordEmailMessage());
  });

  it('leaving the field by keyboard shows its error on blur', async () => {
    const user = userEvent.setup();
    render(<ForgotPasswordDialog defaultOpen />);
    await user.type(emailInput(), 'name@shop');
    await user.tab();
    expect(emailInput()).toHaveAccessibleDescription(resetPasswordEmailMessage());
  });

  it('[ref: forgot-password#validation]: the email field is a required email address the browser can fill', async () => {
    render(<ForgotPasswordDialog defaultOpen />);
    await screen.findByRole('dialog', { name: 'Reset password' });
    expect(emailInput()).toHaveAttribute('type', 'email');
    expect(emailInput()).toBeRequired();
    expect(emailInput()).toHaveAttribute('autocomplete', 'email');
  });

  it('an error from a blur is read with the field, not announced; Submit announces it', async () => {
    const user = userEvent.setup();
    render(<ForgotPasswordDialog defaultOpen />);
    await user.type(emailInput(), 'name@shop');
    await user.tab();
    expect(emailInput()).toHaveAccessibleDescription(resetPasswordEmailMessage());
    expect(screen.queryAllByRole('alert')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('alert')).toHaveTextContent(resetPasswordEmailMessage());
  });

  it("[ref: forgot-password#screens]: the success view's Close closes the popup", async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(<ForgotPasswordDialog defaultOpen email="demo@hearth.test" onOpenChange={onOpenChange} />);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const sent = await screen.findByRole('status');
    await user.click(within(sent.parentElement!).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('[ref: forgot-password#calls]: GETs the token, POSTs {accountEmail, token} with the anti-forgery header, shows the success view', async () => {
    document.body.innerHTML =
      '<form id="__AjaxAntiForgeryForm"><input type="hidden" name="__RequestVerificationToken" value="page-token"></form>';
    const user = userEvent.setup();
    const posted: { body: unknown; header: string | null }[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'POST')
        posted.push({ body: await request.clone().json(), header: request.headers.get('RequestVerificationToken') });
    });
    render(<ForgotPasswordDialog defaultOpen email="demo@hearth.test" />);
    expect(emailInput()).toHaveValue('demo@hearth.test');
    // what the popup is for, before Submit: Hearth's words until the server's
    expect(screen.getByRole('dialog', { name: 'Reset password' })).toHaveAccessibleDescription(M.resetPasswordIntro);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('status')).toHaveTextContent(/you will receive an email/);
    // the success view keeps the title; the instruction is gone with the form
    expect(screen.getByRole('dialog', { name: 'Reset password' })).not.toHaveAccessibleDescription(
      /Enter the email address/,
    );
    expect(posted).toEqual([
      { body: { accountEmail: 'demo@hearth.test', token: expect.any(String) }, header: 'page-token' },
    ]);
    expect(await seriousAxeViolations()).toEqual([]);
    server.events.removeAllListeners();
  });

  it("the server's headerMessage says what the popup is for, under the title, from the start when the page gives it", async () => {
    const user = userEvent.setup();
    render(<ForgotPasswordDialog defaultOpen headerMessage="Forgot your password? We can help." />);
    const dialog = screen.getByRole('dialog', { name: 'Reset password' });
    expect(dialog).toHaveAccessibleDescription('Forgot your password? We can help.');
    await user.type(emailInput(), 'name@shop');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    // an invalid email: the form stays, with its words
    expect(dialog).toHaveAccessibleDescription('Forgot your password? We can help.');
  });

  it.each([
    ['the token call fails (503)', () => setFault('GetRequestVerificationToken', 'http503')],
    ['the request fails (network)', () => setFault('okta-reset-password-request', 'network')],
    ['the request is reset', () => setFault('okta-reset-password-request', 'reset')],
    ['the token answer is malformed', () => setFault('GetRequestVerificationToken', 'malformed')],
  ])('%s: shows the failure message and keeps the email', async (_name, fault) => {
    fault();
    const user = userEvent.setup();
    render(<ForgotPasswordDialog defaultOpen />);
    await user.type(emailInput(), 'demo@hearth.test');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(M.resetPasswordFailed);
    expect(emailInput()).toHaveValue('demo@hearth.test');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit' })).not.toHaveAttribute('aria-busy'));
  });

  it("the token call's headerMessage replaces the page's; a token answer without one leaves the page's", async () => {
    let header: string | undefined = 'Reset it by email.';
    server.use(
      http.get(TOKEN_PATH, () => HttpResponse.json({ requestToken: 't', ...(header && { headerMessage: header }) })),
      http.post(REQUEST_PATH, () => HttpResponse.json({ isSuccess: false, message: 'Too many requests. Try later.' })),
    );
    const user = userEvent.setup();
    const { unmount } = render(
      <ForgotPasswordDialog defaultOpen email="demo@hearth.test" headerMessage="Forgot your password? We can help." />,
    );
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Try later.');
    expect(screen.getByRole('dialog', { name: 'Reset password' })).toHaveAccessibleDescription('Reset it by email.');
    unmount();
    header = undefined;
    render(
      <ForgotPasswordDialog defaultOpen email="demo@hearth.test" headerMessage="Forgot your password? We can help." />,
    );
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Try later.');
    expect(screen.getByRole('dialog', { name: 'Reset password' })).toHaveAccessibleDescription(
      'Forgot your password? We can help.',
    );
  });

  it("Submit again takes the last failure away while the new request waits, the button reading 'Submitting…'", async () => {
    let posts = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post(REQUEST_PATH, async () => {
        posts += 1;
        if (posts === 1) return HttpResponse.json({ isSuccess: false, message: 'Too many requests. Try later.' });
        await gate;
        return HttpResponse.json({ isSuccess: true });
      }),
    );
    const user = userEvent.setup();
    render(<ForgotPasswordDialog defaultOpen email="demo@hearth.test" />);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Try later.');
    // the first attempt over: the button is Submit again
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(posts).toBe(2));
    expect(screen.getByRole('button', { name: 'Submitting…' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('alert')).toBeNull();
    release();
    // a success without a message of the server's: Hearth's words
    expect(await screen.findByRole('status')).toHaveTextContent(M.resetPasswordSent);
  });

  it('isSuccess false: shows the server message', async () => {
    server.use(
      http.post(REQUEST_PATH, () => HttpResponse.json({ isSuccess: false, message: 'Too many requests. Try later.' })),
    );
    const user = userEvent.setup();
    render(<ForgotPasswordDialog defaultOpen email="demo@hearth.test" />);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Try later.');
  });

  it('a double submit sends once, and the button is busy meanwhile', async () => {
    let tokens = 0;
    let requests = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(TOKEN_PATH, async () => {
        tokens += 1;
        await gate;
        return HttpResponse.json({ requestToken: 't', headerMessage: 'Reset your password' });
      }),
      http.post(REQUEST_PATH, () => {
        requests += 1;
        return HttpResponse.json({ isSuccess: true });
      }),
    );
    const user = userEvent.setup();
    render(<ForgotPasswordDialog defaultOpen email="demo@hearth.test" />);
    const submit = screen.getByRole('button', { name: 'Submit' });
    await user.click(submit);
    await user.click(submit);
    await user.type(emailInput(), '{Enter}');
    expect(submit).toHaveAttribute('aria-busy', 'true');
    release();
    expect(await screen.findByRole('status')).toBeInTheDocument();
    expect([tokens, requests]).toEqual([1, 1]);
    expect(screen.getByRole('dialog', { name: 'Reset password' })).toBeInTheDocument();
  });

  it.each(['token', 'request'] as const)(
    'an answer to the %s call that arrives after the popup left the page is dropped: no further call, no console error',
    async (late) => {
      // a page with its token: the one-time warning of a page without one is not this test's
      // console error (it passed only after another test of the file had used up that warning)
      setConfig({ antiForgeryToken: 'page-token' });
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const asked: string[] = [];
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      server.use(
        http.get(TOKEN_PATH, async () => {
          asked.push('token');
          if (late === 'token') await gate;
          return HttpResponse.json({ requestToken: 't', headerMessage: 'Reset your password' });
        }),
        http.post(REQUEST_PATH, async () => {
          asked.push('request');
          if (late === 'request') await gate;
          return HttpResponse.json({ isSuccess: false, message: 'Too many requests. Try later.' });
        }),
      );
      const user = userEvent.setup();
      const view = render(<ForgotPasswordDialog defaultOpen email="demo@hearth.test" />);
      await user.click(screen.getByRole('button', { name: 'Submit' }));
      await waitFor(() => expect(asked).toContain(late));
      view.unmount();
      release();
      await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
      // The token's late answer must not go on to send the reset request for a popup nobody sees.
      expect(asked).toEqual(late === 'token' ? ['token'] : ['token', 'request']);
      expect(error).not.toHaveBeenCalled();
      expect(warn).not.toHaveBeenCalled();
    },
  );
  it('Cancel closes it', async () => {
    const onOpenChange = vi.fn();
    render(<ForgotPasswordDialog defaultOpen onOpenChange={onOpenChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('forgot-password island', () => {
  const island = defineIsland({
    name: 'forgot-password',
    schema: ForgotPasswordPropsSchema,
    component: ForgotPassword,
    popup: true,
  });

  it('renders nothing in the page until opened; opened, Escape closes it and focus returns to the opener', async () => {
    const host = document.body.appendChild(document.createElement('div'));
    island.mount(host, { props: {} });
    expect(host).toBeEmptyDOMElement();
    const opener = document.body.appendChild(document.createElement('button'));
    opener.textContent = 'Reset password';
    opener.focus();
    const onClose = vi.fn();
    act(
      () =>
        void island.mount(document.body.appendChild(document.createElement('div')), {
          props: { email: 'a@b.co' },
          onClose,
          opener,
        }),
    );
    await screen.findByRole('dialog', { name: 'Reset password' });
    await waitFor(() => expect(emailInput()).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('with triggerLabel, in the page it is a link-styled button that opens the popup', async () => {
    const host = document.body.appendChild(document.createElement('div'));
    act(() => void island.mount(host, { props: { triggerLabel: 'Forgot your password?' } }));
    const trigger = await screen.findByRole('button', { name: 'Forgot your password?' });
    expect(trigger).toHaveClass('hearth-button--link');
    await userEvent.click(trigger);
    expect(await screen.findByRole('dialog', { name: 'Reset password' })).toBeInTheDocument();
  });

  it('bad props: one console.error naming the island and the field; the server HTML stays', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const host = document.body.appendChild(document.createElement('div'));
    host.setAttribute('data-props', '{"email":42}');
    host.innerHTML = '<a href="/account/sign-in">Reset password</a>';
    expect(island.mount(host)).toBeNull();
    expect(error).toHaveBeenCalledExactlyOnceWith(expect.stringMatching(/"forgot-password".*"email"/));
    expect(host.innerHTML).toBe('<a href="/account/sign-in">Reset password</a>');
    error.mockRestore();
  });
});
