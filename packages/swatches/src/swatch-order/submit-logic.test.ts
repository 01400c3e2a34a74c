// @vitest-environment node
import { createClient, type AnalyticsDetail } from '@hearth/core';
import { describe, expect, it } from 'vitest';
import { initialFormValues, orderRequest } from './order-form-logic';
import { SWATCHES_MESSAGES as M } from '../messages';
import { FORM_NAME, readOrderAnswer, reportOrder, sendOrder, thankYouText } from './submit-logic';

/** A real client over a fake fetch: answers by path, records what was sent. */
function fakeClient(answers: Record<string, unknown>, endpoints: Record<string, string> = {}) {
  const sent: Array<{ path: string; body: unknown }> = [];
  const client = createClient({
    location: { href: 'http://shop.test/', origin: 'http://shop.test' },
    document: undefined,
    config: () => ({ site: 'US', brand: 'main', endpoints, features: {} }) as never,
    fetch: async (url, init) => {
      const path = new URL(url).pathname;
      sent.push({ path, body: init.body ? JSON.parse(String(init.body)) : undefined });
      const value = answers[path];
      if (value instanceof Error) throw value;
      if (typeof value === 'number') return { ok: false, status: value, text: async () => 'Service Unavailable' };
      return { ok: true, status: 200, text: async () => (value === undefined ? '' : JSON.stringify(value)) };
    },
  });
  return { client, sent };
}

const SUBMIT = '/browse/specialorder/orderfreeswatchessubmit';
const request = orderRequest(
  { ...initialFormValues(), emailAddress: 'demo@hearth.test', dayPhone: '312-456-7890' },
  '410100',
  ['10304'],
);

describe('the answer [ref: swatch-order#calls, #errors]', () => {
  it.each([
    [
      { Succeeded: true, OrderId: 'SW-1' },
      { kind: 'success', orderId: 'SW-1' },
    ],
    [{ Succeeded: true }, { kind: 'success', orderId: '' }],
    [
      {
        Succeeded: false,
        AddressValidationResult: { Suggestions: [{ City: 'Northbrook', State: 'IL', ZipCode: '60062' }] },
      },
      { kind: 'suggestions', suggestions: [{ City: 'Northbrook', State: 'IL', ZipCode: '60062' }] },
    ],
    [{ Succeeded: false, AddressValidationResult: { Suggestions: [] } }, { kind: 'unverified' }],
    [{ Succeeded: false, AddressValidationResult: { Suggestions: [{ City: ' ' }] } }, { kind: 'unverified' }],
    [{ Succeeded: false, AddressValidationResult: {} }, { kind: 'unverified' }],
    [
      { Succeeded: false, Message: 'That swatch is sold out.', AddressValidationResult: null },
      { kind: 'failed', message: 'That swatch is sold out.' },
    ],
    [
      { Succeeded: false, Message: '' },
      { kind: 'failed', message: 'We could not send your swatch order. Please try again.' },
    ],
    [undefined, { kind: 'failed', message: 'We could not send your swatch order. Please try again.' }],
  ])('%j → %j', (answer, outcome) => {
    expect(readOrderAnswer(answer)).toEqual(outcome);
  });
});

describe('sendOrder', () => {
  it('POSTs the request to /browse/specialorder/orderfreeswatchessubmit', async () => {
    const { client, sent } = fakeClient({ [SUBMIT]: { Succeeded: true, OrderId: 7 } });
    await expect(sendOrder(client, request)).resolves.toEqual({ kind: 'success', orderId: '7' });
    expect(sent).toEqual([{ path: SUBMIT, body: request }]);
  });

  it.each([
    ['HTTP 503', 503],
    ['a network failure', new TypeError('Failed to fetch')],
    ['IsReset', { IsReset: true }],
    ['a malformed answer', 'oops'],
  ])('%s is a failure with Hearth message, never a throw', async (_name, answer) => {
    const { client } = fakeClient({ [SUBMIT]: answer });
    await expect(sendOrder(client, request)).resolves.toEqual({
      kind: 'failed',
      message: 'We could not send your swatch order. Please try again.',
    });
  });

  it('an abort is not a failure', async () => {
    const controller = new AbortController();
    controller.abort();
    const { client } = fakeClient({ [SUBMIT]: { Succeeded: true } });
    await expect(sendOrder(client, request, controller.signal)).resolves.toEqual({ kind: 'aborted' });
  });
});

describe('analytics after a success [ref: swatch-order#calls]', () => {
  const report = { request, orderId: 'SW-9', products: [{ code: '10304', name: 'Dover, Slate' }] };

  it("GetEmailHashed, then 'Form Submitted' for 'Order Free Swatch', then 'Swatch Order Completed' with order id, products and both hashes", async () => {
    const { client, sent } = fakeClient(
      { '/browse/specialorder/GetEmailHashed': { emailHash: 'e-hash' }, '/api/phone-hash': { phoneHash: 'p-hash' } },
      { hashedPhone: '/api/phone-hash' },
    );
    const events: AnalyticsDetail[] = [];
    await reportOrder(client, report, (event, properties = {}) => void events.push({ event, properties }));
    expect(sent).toEqual([
      { path: '/browse/specialorder/GetEmailHashed', body: { email: 'demo@hearth.test' } },
      { path: '/api/phone-hash', body: { phone: '312-456-7890' } },
    ]);
    expect(FORM_NAME).toBe('Order Free Swatch');
    expect(events).toEqual([
      { event: 'Form Submitted', properties: { form_name: 'Order Free Swatch', hashed_email: 'e-hash' } },
      {
        event: 'Swatch Order Completed',
        properties: {
          order_id: 'SW-9',
          products: [{ product_id: '10304', name: 'Dover, Slate' }],
          hashed_email: 'e-hash',
          hashed_phone: 'p-hash',
        },
      },
    ]);
  });

  it("no email hash: no 'Form Submitted'; no phone call configured: no phone hash; the order event still goes", async () => {
    const { client } = fakeClient({ '/browse/specialorder/GetEmailHashed': 503 });
    const events: AnalyticsDetail[] = [];
    await reportOrder(client, report, (event, properties = {}) => void events.push({ event, properties }));
    expect(events).toEqual([
      {
        event: 'Swatch Order Completed',
        properties: { order_id: 'SW-9', products: [{ product_id: '10304', name: 'Dover, Slate' }] },
      },
    ]);
  });
});

describe('thank you [ref: swatch-order#errors, #limits]', () => {
  it.each([
    [
      'US',
      'www.hearth.test',
      'Thank You. We have received your order for swatches. You should receive your swatches within 5-7 business days. Thank you for your interest in ordering from www.hearth.test.',
    ],
    [
      'CA',
      'www.hearth.test',
      'Thank You. We have received your order for swatches. You should receive your swatches within 5-12 business days. Thank you for your interest in ordering from www.hearth.test.',
    ],
  ] as const)('%s site', (site, host, text) => {
    expect(`${M.thankYouTitle} ${thankYouText(site, host)}`).toBe(text);
  });
});
