import { HearthCallError } from '@hearth/core';
import { act, renderHook, waitFor } from '@testing-library/react';
import { create } from 'superstruct';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CallClient } from '../add-to-cart-calls';
import { addToCartEnv } from '../add-to-cart-env';
import { OPEN_GATE, toCartItems, type PricingGate } from '../add-to-cart-logic';
import { addItem, customConfirmation, monogramConfirmation } from '../calls';
import { ADD_TO_CART_MESSAGES as M } from '../messages';
import { Personalization, type AddOn } from '../schema';
import { useAddToCartSend, type UseAddToCartSendOptions } from './use-add-to-cart-send';

const SOFA = [{ Sku: '410100' }];
const PILLOW: AddOn = { sku: '200101', name: 'Pillow', optionChoiceParameter: '' } as AddOn;

/** A client answering each call from `answers`, recording what was sent. */
function fakeClient(answers: Partial<Record<string, unknown>> = {}) {
  const sent: Array<{ call: string; body?: unknown; query?: unknown; signal?: AbortSignal }> = [];
  const answer = (call: string) => {
    const value = answers[call];
    return value instanceof Error ? Promise.reject(value) : Promise.resolve(value ?? {});
  };
  const client: CallClient = {
    get: vi.fn((call: { name: string } | string, options: { query?: unknown; signal?: AbortSignal } = {}) => {
      const name = typeof call === 'string' ? call : call.name;
      sent.push({ call: name, query: options.query, signal: options.signal });
      return answer(name);
    }) as CallClient['get'],
    post: vi.fn((call: { name: string } | string, body?: unknown, options: { signal?: AbortSignal } = {}) => {
      const name = typeof call === 'string' ? call : call.name;
      sent.push({ call: name, body, signal: options.signal });
      return answer(name);
    }) as CallClient['post'],
  };
  return { client, sent };
}

let cartUpdates: unknown[];
const onCartUpdated = (event: Event) => cartUpdates.push((event as CustomEvent).detail);
beforeEach(() => {
  cartUpdates = [];
  document.addEventListener('hearth:cart-updated', onCartUpdated);
});
afterEach(() => document.removeEventListener('hearth:cart-updated', onCartUpdated));

function setup(over: Partial<UseAddToCartSendOptions> = {}, answers: Partial<Record<string, unknown>> = {}) {
  const { client, sent } = fakeClient(answers);
  const show = vi.fn();
  const flag = vi.fn();
  const navigate = vi.fn();
  let redirect: () => void = () => {};
  const sleep = vi.fn(() => new Promise<void>((resolve) => (redirect = resolve)));
  const env = addToCartEnv({ navigate, sleep, log: vi.fn(), readQuantity: () => undefined });
  const options: UseAddToCartSendOptions = {
    client,
    env,
    itemInputs: SOFA,
    items: toCartItems(SOFA),
    quantitySelector: undefined,
    labelConfig: 1,
    confirmationType: undefined,
    customConfirmation: undefined,
    addOns: undefined,
    personalization: { personalization: undefined, texts: {}, flag },
    pricingGate: () => Promise.resolve(OPEN_GATE),
    confirmation: null,
    show,
    ...over,
  };
  const hook = renderHook((props: UseAddToCartSendOptions) => useAddToCartSend(props), { initialProps: options });
  const run = (action: 'send' | 'accept') => act(async () => void (await hook.result.current[action].run()));
  return { hook, sent, show, flag, navigate, sleep, env, run, redirect: () => redirect(), options };
}

describe('useAddToCartSend: plain path [ref: add-to-cart#rules]', () => {
  it("posts the list, tells the page the answer's count, and shows the standard popup with the page's add-ons", async () => {
    const { sent, show, run } = setup({ addOns: [PILLOW] }, { addItem: { itemCount: 3, addOns: [] } });
    await run('send');
    expect(sent.map((s) => s.call)).toEqual([addItem.name]);
    expect(sent[0]?.body).toEqual(toCartItems(SOFA));
    expect(cartUpdates).toEqual([3]);
    expect(show).toHaveBeenCalledWith({
      kind: 'standard',
      items: [{ sku: '410100', quantity: 1, name: '' }],
      addOns: [PILLOW],
    });
  });

  it('"ignore" only refreshes the header', async () => {
    const { show, run } = setup({ confirmationType: 'ignore' }, { addItem: { itemCount: 1 } });
    await run('send');
    expect(cartUpdates).toEqual([1]);
    expect(show).not.toHaveBeenCalled();
  });

  it("reads the page's quantity field at the click", async () => {
    const { sent, run, env } = setup({ quantitySelector: '#qty' });
    env.readQuantity = () => 4;
    await run('send');
    expect(sent[0]?.body).toEqual([expect.objectContaining({ Sku: '410100', Quantity: 4 })]);
  });

  it('a failed add shows nothing', async () => {
    const { show, run } = setup(
      {},
      { addItem: new HearthCallError('http', 'addItem', 'Status: 500', { status: 500 }) },
    );
    await run('send');
    expect(show).not.toHaveBeenCalled();
    expect(cartUpdates).toEqual([]);
  });
});

describe('useAddToCartSend: the pricing gate [ref: add-to-cart#validation, #calls]', () => {
  it('waits for the pricing answer before sending', async () => {
    let open: (gate: PricingGate) => void = () => {};
    const gate = new Promise<PricingGate>((resolve) => (open = resolve));
    const asked = vi.fn(() => gate);
    const { sent, hook } = setup({ pricingGate: asked });
    let done: Promise<unknown>;
    act(() => void (done = hook.result.current.send.run()));
    // the sending code is in (it asked for the answer); a send that did not wait would go now
    await waitFor(() => expect(asked).toHaveBeenCalled());
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(sent).toEqual([]);
    expect(hook.result.current.send.busy).toBe(true);
    await act(async () => {
      open(OPEN_GATE);
      await done;
    });
    expect(sent.map((s) => s.call)).toEqual([addItem.name]);
  });

  it('invalid SKUs send nothing', async () => {
    const { sent, run } = setup({ pricingGate: () => Promise.resolve({ custom: false, invalid: true }) });
    await run('send');
    expect(sent).toEqual([]);
  });

  it('a custom answer takes the custom path: GET customConfirmation with sku and optionChoiceParameter', async () => {
    const custom = { hasCustomOrderConfirmation: true, title: 'Custom Order' };
    const { sent, show, run } = setup(
      { pricingGate: () => Promise.resolve({ custom: true, invalid: false }) },
      { customConfirmation: custom },
    );
    await run('send');
    expect(sent).toEqual([
      expect.objectContaining({ call: customConfirmation.name, query: { sku: '410100', optionChoiceParameter: '' } }),
    ]);
    expect(show).toHaveBeenCalledWith({ kind: 'custom', answer: custom, items: toCartItems(SOFA) });
  });
});

describe('useAddToCartSend: custom and terms [ref: add-to-cart#rules, #limits]', () => {
  it('the custom check answering "no custom" adds on the plain path', async () => {
    const { sent, run } = setup(
      { customConfirmation: true },
      { customConfirmation: { hasCustomOrderConfirmation: false } },
    );
    await run('send');
    expect(sent.map((s) => s.call)).toEqual([customConfirmation.name, addItem.name]);
  });

  it('a failed custom check adds nothing', async () => {
    const { sent, run } = setup(
      { customConfirmation: true },
      { customConfirmation: new HearthCallError('network', 'customConfirmation', 'Failed to fetch') },
    );
    await run('send');
    expect(sent.map((s) => s.call)).toEqual([customConfirmation.name]);
  });

  it("accepting the Custom popup's terms adds the items, then goes to the cart 300 ms after accepting", async () => {
    const custom = { kind: 'custom' as const, answer: { hasCustomOrderConfirmation: true }, items: toCartItems(SOFA) };
    const { sent, sleep, navigate, redirect, hook } = setup({ confirmation: custom });
    let done: Promise<unknown>;
    act(() => void (done = hook.result.current.accept.run()));
    // the sending code loads first (add-to-cart-sender.ts), then the 300 ms start with the add
    await act(async () => {
      await vi.waitFor(() => expect(sleep).toHaveBeenCalledWith(300), { timeout: 5000 });
      await vi.waitFor(() => expect(sent.map((s) => s.call)).toEqual([addItem.name]), { timeout: 5000 });
    });
    expect(navigate).not.toHaveBeenCalled();
    await act(async () => {
      redirect();
      await done;
    });
    expect(navigate).toHaveBeenCalledWith('/checkout/cart');
  });

  it('label config 7 adds without a popup, then goes to the cart', async () => {
    const { sent, show, navigate, sleep, hook, redirect } = setup({ labelConfig: 7 });
    let done: Promise<unknown>;
    act(() => void (done = hook.result.current.send.run()));
    await act(async () => {
      await vi.waitFor(() => expect(sleep).toHaveBeenCalledWith(300), { timeout: 5000 });
      redirect();
      await done;
    });
    expect(sent.map((s) => s.call)).toEqual([addItem.name]);
    expect(show).not.toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith('/checkout/cart');
  });

  it('label config 7: a failed add never goes to the cart', async () => {
    const { navigate, run, redirect } = setup(
      { labelConfig: 7 },
      { addItem: new HearthCallError('http', 'addItem', 'Status: 500', { status: 500 }) },
    );
    await run('send');
    await act(async () => redirect());
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('useAddToCartSend: Monogramming [ref: add-to-cart]', () => {
  const personalization = create(
    {
      customizationType: 100,
      orderType: 'Monogram',
      profileGuid: 'p',
      templateName: 't',
      locationName: 'l',
      lines: [{ elementName: 'Text1' }],
    },
    Personalization,
  );

  it('every line empty: flags Text1 and sends nothing', async () => {
    const flag = vi.fn();
    const { sent, run } = setup({ personalization: { personalization, texts: { Text1: ' ' }, flag } });
    await run('send');
    expect(sent).toEqual([]);
    expect(flag).toHaveBeenCalledWith({ lines: { Text1: M.personalizationRequired } });
  });

  it('posts the monogram request; render errors flag the fields', async () => {
    const flag = vi.fn();
    const answer = { isSuccess: false, errors: [{ code: 'E3001', description: 'Not allowed.', elementName: 'Text1' }] };
    const { sent, run } = setup(
      { personalization: { personalization, texts: { Text1: 'XYZ' }, flag } },
      { monogramConfirmation: answer },
    );
    await run('send');
    expect(sent.map((s) => s.call)).toEqual([monogramConfirmation.name]);
    expect(sent[0]?.body).toMatchObject({
      quantity: 1,
      design: { sku: '410100', personalization: [{ elementName: 'Text1', text: 'XYZ' }] },
    });
    expect(flag).toHaveBeenCalledWith({ lines: { Text1: 'Not allowed.' } });
  });

  it('an accepted monogram refreshes the header and shows the Monogramming popup', async () => {
    const answer = {
      isSuccess: true,
      itemCount: 2,
      personalizationImage: '/preview.png',
      personalizationFeeMessage: 'Fee $10',
    };
    const { show, run } = setup(
      { personalization: { personalization, texts: { Text1: 'XYZ' }, flag: vi.fn() } },
      { monogramConfirmation: answer },
    );
    await run('send');
    expect(cartUpdates).toEqual([2]);
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({
        kind: 'monogram',
        personalizationImage: '/preview.png',
        personalizationFeeMessage: 'Fee $10',
      }),
    );
  });
});

describe('useAddToCartSend: one at a time', () => {
  it('a second click while sending sends nothing more; unmounting aborts the call under way', async () => {
    const { client } = fakeClient();
    let signal: AbortSignal | undefined;
    client.post = vi.fn((_call: unknown, _body: unknown, options: { signal?: AbortSignal } = {}) => {
      signal = options.signal;
      return new Promise(() => {});
    }) as CallClient['post'];
    const { hook } = setup({ client });
    act(() => {
      void hook.result.current.send.run();
      void hook.result.current.send.run();
    });
    // long past the moment a second send would have gone
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(client.post).toHaveBeenCalledTimes(1);
    hook.unmount();
    expect(signal?.aborted).toBe(true);
  });
});
