import { createClient } from '@hearth/core';
import { VALIDATION_MESSAGES as C, resetPasswordEmailMessage } from '@hearth/commerce';
import { describe, expect, it, vi } from 'vitest';
import { RESET_EMAIL_MAX_LENGTH, requestPasswordReset, validateResetEmail } from './forgot-password-logic';

/** A real client over a fake fetch: answers by call, records what was sent. */
function fakeClient(token: unknown, answer: unknown) {
  const sent: { url: string; init: RequestInit }[] = [];
  const client = createClient({
    location: { href: 'http://shop.test/', origin: 'http://shop.test' },
    document: undefined,
    fetch: async (url, init) => {
      sent.push({ url, init });
      const value = url.includes('GetRequestVerificationToken') ? token : answer;
      if (value instanceof Error) throw value;
      if (typeof value === 'number') return { ok: false, status: value, text: async () => 'Service Unavailable' };
      return { ok: true, status: 200, text: async () => (value === undefined ? '' : JSON.stringify(value)) };
    },
  });
  return { client, sent };
}

describe('reset-password email [ref: forgot-password#validation]', () => {
  it('uses the spec message with {email} filled, for empty and malformed values', () => {
    expect(C.resetPasswordEmailInvalid).toBe('Please enter a valid Email Address (i.e. {email}).');
    expect(resetPasswordEmailMessage()).toMatch(/^Please enter a valid Email Address \(i\.e\. \S+@\S+\)\.$/);
    expect(validateResetEmail('')).toBe(resetPasswordEmailMessage());
    expect(validateResetEmail('name@shop')).toBe(resetPasswordEmailMessage());
    expect(validateResetEmail('name@shop.co')).toBeNull();
  });
  it('max length 66', () => {
    expect(RESET_EMAIL_MAX_LENGTH).toBe(66);
    expect(validateResetEmail(`${'a'.repeat(57)}@shop.com`)).toBeNull();
    expect(validateResetEmail(`${'a'.repeat(58)}@shop.com`)).toBe(resetPasswordEmailMessage());
  });
});

describe('requestPasswordReset [ref: forgot-password#calls]', () => {
  it('GETs the token, then POSTs {accountEmail, token}', async () => {
    const { client, sent } = fakeClient(
      { requestToken: 'rt-1', headerMessage: 'Reset your password' },
      { isSuccess: true, message: 'Sent.' },
    );
    await expect(requestPasswordReset(client, ' a@b.co ')).resolves.toEqual({
      status: 'sent',
      headerMessage: 'Reset your password',
      message: 'Sent.',
    });
    expect(sent.map(({ url, init }) => [init.method, new URL(url).pathname, init.body])).toEqual([
      ['GET', '/account/reset-password/GetRequestVerificationToken', undefined],
      [
        'POST',
        '/account/reset-password/okta-reset-password-request',
        JSON.stringify({ accountEmail: 'a@b.co', token: 'rt-1' }),
      ],
    ]);
  });
  it('an empty answer is a success', async () => {
    await expect(
      requestPasswordReset(fakeClient({ requestToken: 'rt' }, undefined).client, 'a@b.co'),
    ).resolves.toMatchObject({ status: 'sent' });
  });
  it('isSuccess false is a failure with the server message', async () => {
    const result = await requestPasswordReset(
      fakeClient({ requestToken: 'rt' }, { isSuccess: false, message: 'No.' }).client,
      'a@b.co',
    );
    expect(result).toMatchObject({ status: 'failed', message: 'No.' });
  });
  it.each([
    ['token call 503', 503, {}],
    ['token missing', { headerMessage: 'x' }, {}],
    ['token reset', { IsReset: true }, {}],
    ['request network failure', { requestToken: 'rt' }, new TypeError('Failed to fetch')],
    ['malformed answer', { requestToken: 'rt' }, 'malformed'],
  ])('%s → failed, never throws', async (_name, token, answer) => {
    const { client } = fakeClient(token, answer);
    await expect(requestPasswordReset(client, 'a@b.co')).resolves.toMatchObject({ status: 'failed' });
  });
  it("keeps the server's messages without their padding, and a blank one as none", async () => {
    await expect(
      requestPasswordReset(
        fakeClient({ requestToken: 'rt', headerMessage: '  Reset it  ' }, { isSuccess: true, message: ' Sent. ' })
          .client,
        'a@b.co',
      ),
    ).resolves.toEqual({ status: 'sent', headerMessage: 'Reset it', message: 'Sent.' });
    await expect(
      requestPasswordReset(
        fakeClient({ requestToken: 'rt', headerMessage: '   ' }, { message: '  ' }).client,
        'a@b.co',
      ),
    ).resolves.toEqual({ status: 'sent', headerMessage: undefined, message: undefined });
  });

  it('gives both calls the abort signal', async () => {
    const get = vi.fn(async () => ({ requestToken: 'rt' }));
    const post = vi.fn(async () => ({}));
    const { signal } = new AbortController();
    await requestPasswordReset({ get, post } as never, 'a@b.co', signal);
    expect(get).toHaveBeenCalledWith(expect.anything(), { signal });
    expect(post).toHaveBeenCalledWith(expect.anything(), { accountEmail: 'a@b.co', token: 'rt' }, { signal });
  });

  it('an abort is not a failure', async () => {
    const controller = new AbortController();
    controller.abort();
    const { client } = fakeClient({ requestToken: 'rt' }, {});
    await expect(requestPasswordReset(client, 'a@b.co', controller.signal)).resolves.toEqual({ status: 'aborted' });
  });
});
