// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkToken, DEMO_ACCOUNT, DEMO_ENDPOINTS as E, LOCKED_ACCOUNT_EMAIL } from '../index';
import { businessDaysAfter } from '../handlers/zip';
import { api, get, post, setupMockServer } from './harness';

setupMockServer();

describe('pricing: GET /sku-pricing/get-sku-data [ref: forgot-password#calls]', () => {
  it('prices skus with quantities and flags invalid ones', async () => {
    const { json } = await get('/sku-pricing/get-sku-data?skus=200101:2&skus=999999&zipCode=60062');
    expect(json).toMatchObject({
      products: [
        expect.objectContaining({ sku: '200101', quantity: 2, isInvalid: false, formattedPrice: '$59.95' }),
        expect.objectContaining({ sku: '999999', isInvalid: true }),
      ],
      totalFormattedPrice: '$119.90',
      customOrderConfirmation: { hasCustomOrderConfirmation: false },
      hasInvalidSkus: true,
      invalidSkuMessage: expect.stringContaining('999999'),
    });
  });

  it('reads JSON and indexed sku lists and reports custom-order confirmation', async () => {
    const list = encodeURIComponent(JSON.stringify([{ sku: '600101', quantity: 1 }]));
    expect(
      (await get(`/sku-pricing/get-sku-data?skus=${list}`)).json.customOrderConfirmation.hasCustomOrderConfirmation,
    ).toBe(true);
    const indexed = await get('/sku-pricing/get-sku-data?skus[0].sku=200102&skus[0].quantity=3');
    expect(indexed.json).toMatchObject({
      hasInvalidSkus: false,
      invalidSkuMessage: '',
      totalFormattedPrice: '$269.85',
    });
  });
});

describe('reset password [ref: forgot-password#calls]', () => {
  it('issues a request token the site can check, and takes a reset request', async () => {
    const { json } = await get('/account/reset-password/GetRequestVerificationToken', 's1');
    expect(json).toEqual({ requestToken: expect.any(String), headerMessage: expect.any(String) });
    expect(checkToken('s1', json.requestToken)).toBe(true);
    const ok = await post('/account/reset-password/okta-reset-password-request', {
      accountEmail: 'demo@hearth.test',
      token: json.requestToken,
    });
    expect(ok.json).toMatchObject({ isSuccess: true, message: expect.any(String) });
    const bad = await post('/account/reset-password/okta-reset-password-request', { accountEmail: 'nope', token: '' });
    expect(bad.json).toEqual({ isSuccess: false, message: 'Please enter a valid Email Address (i.e. nope).' });
  });

  it('has an identity-provider forgot-password action', async () => {
    expect((await post(E.forgotPassword, { username: DEMO_ACCOUNT.email })).json.isSuccess).toBe(true);
  });
});

describe('sign-in [ref: sign-in#calls, #errors]', () => {
  it('config carries the server-supplied messages and the login state', async () => {
    const { json } = await get(E.signInConfig);
    expect(json).toMatchObject({
      isLoggedIn: false,
      isAppleSignInEnabled: true,
      messages: {
        usernameRequired: expect.any(String),
        passwordRequired: expect.any(String),
        lockout: expect.any(String),
        E0000004: expect.any(String),
      },
    });
  });

  it('the identity provider answers a session token, E0000004, required fields and lockout', async () => {
    const good = await post(E.identityProvider, { username: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password });
    expect(good.json).toMatchObject({ status: 'SUCCESS', sessionToken: expect.any(String) });
    const wrong = await post(E.identityProvider, { username: DEMO_ACCOUNT.email, password: 'x' });
    expect(wrong.status).toBe(401);
    expect(wrong.json).toMatchObject({ errorCode: 'E0000004', errorSummary: expect.any(String) });
    expect((await post(E.identityProvider, { username: '', password: 'x' })).json.errorSummary).toBe(
      'Please enter your email address.',
    );
    expect((await post(E.identityProvider, { username: 'a@b.co', password: '' })).json.errorSummary).toBe(
      'Please enter your password.',
    );
    expect((await post(E.identityProvider, { username: LOCKED_ACCOUNT_EMAIL, password: 'x' })).json.errorCode).toBe(
      'LOCKED_OUT',
    );
    for (let i = 0; i < 5; i += 1) await post(E.identityProvider, { username: DEMO_ACCOUNT.email, password: 'x' });
    expect(
      (await post(E.identityProvider, { username: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password })).json
        .errorCode,
    ).toBe('LOCKED_OUT');
  });

  it('the /account/auth form POST signs the session in and redirects to confirm', async () => {
    const { json } = await post(
      E.identityProvider,
      { username: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password },
      'me',
    );
    const auth = await api('/account/auth', {
      method: 'POST',
      form: { sessionToken: json.sessionToken, redirectUrl: '/checkout/shipping' },
      session: 'me',
    });
    expect(auth.status).toBe(303);
    expect(auth.response.headers.get('location')).toBe('/account/auth/confirm?returnUrl=%2Fcheckout%2Fshipping');
    expect((await get(E.signInConfig, 'me')).json.isLoggedIn).toBe(true);
    expect((await get(E.signInConfig, 'other')).json.isLoggedIn).toBe(false);
    const replay = await api('/account/auth', {
      method: 'POST',
      form: { sessionToken: json.sessionToken },
      session: 'me',
    });
    expect(replay.response.headers.get('location')).toMatch(/^\/account\/login\?returnUrl=/);
  });
});

describe('zip validation', () => {
  it('validates on the server', async () => {
    expect((await post(E.zipValidation, { zip: '60062' })).json).toMatchObject({
      isValid: true,
      city: 'Northbrook',
      state: 'IL',
    });
    // what delivery there takes and costs, a date 7 business days on
    expect((await post(E.zipValidation, { zip: '60614' })).json.deliveryMessage).toMatch(
      /^Delivery to 60614 \(IL\): standard shipping arrives by (Mon|Tues|Wednes|Thurs|Fri)day, \w+ \d+, free on orders of \$99\.00 or more \(else \$9\.95\); furniture comes by in-home delivery, \$199\.00 an order\.$/,
    );
    expect(businessDaysAfter(new Date(2026, 10, 27), 7).toDateString()).toBe(new Date(2026, 11, 8).toDateString());
    expect((await post(E.zipValidation, { zip: '00000' })).json.isValid).toBe(false);
    expect((await get(`${E.zipValidation}?zip=m5v2a8`)).json).toMatchObject({ isValid: true, isCanada: true });
  });
});

describe('demo test cards', () => {
  // that they pass the storefront's card number check is account's test (card-entry-logic.test.ts):
  // mock-api imports only core
  it('the scripted ones end in a scripted outcome', async () => {
    const { DEMO_TEST_CARDS, CARD_OUTCOMES } = await import('../index');
    const scripted = DEMO_TEST_CARDS.filter((c) => c.result !== 'approved').map((c) => c.number.slice(-4));
    expect(scripted.sort()).toEqual(Object.keys(CARD_OUTCOMES).sort());
  });
});
