import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildAuthForm, postSessionToken } from './auth-form';

afterEach(() => document.body.replaceChildren());

describe('POST /account/auth [ref: sign-in#screens]', () => {
  it('builds a hidden POST form with the anti-forgery token, session token and redirect URL', () => {
    document.body.innerHTML =
      '<form id="__AjaxAntiForgeryForm"><input type="hidden" name="__RequestVerificationToken" value="af-123"></form>';
    const form = buildAuthForm(document, { sessionToken: 'st-1', redirectUrl: '/checkout/shipping' });
    expect(form.method).toBe('post');
    expect(new URL(form.action, location.href).pathname).toBe('/account/auth');
    expect(Object.fromEntries(new FormData(form))).toEqual({
      __RequestVerificationToken: 'af-123',
      sessionToken: 'st-1',
      redirectUrl: '/checkout/shipping',
    });
    expect([...form.querySelectorAll('input')].every((input) => input.type === 'hidden')).toBe(true);
    // in the page while it posts, never shown
    expect(form.hidden).toBe(true);
  });

  it('puts the form in the page and submits it through the injected submit', () => {
    const submit = vi.fn();
    const form = postSessionToken(document, { sessionToken: 'st', redirectUrl: '/' }, submit);
    expect(submit).toHaveBeenCalledWith(form);
    expect(form.isConnected).toBe(true);
  });
});
