/**
 * [ref: card-entry#data, #rules, #validation]: no card number or security code is ever logged, stored or put in an event;
 * the only hand-over is the `onApply` callback. A full entry runs with every console method, both
 * storages, the cookie jar and every event dispatched anywhere (`hearth:analytics` and
 * `hearth:card-entered` included) watched.
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ANALYTICS_EVENT, defineIsland } from '@hearth/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CardEntry } from './card-entry';
import { CARD_ENTERED_EVENT } from './card-events';
import { CardEntryPropsSchema } from './props-schema';

const NUMBER = '5555555555554444';
const CVV = '737';
const METHODS = ['log', 'info', 'warn', 'error', 'debug', 'trace', 'dir', 'table'] as const;

describe('card entry privacy', () => {
  let cookieWrites: string[];
  let analytics: unknown[];
  const onAnalytics = (event: Event) => analytics.push((event as CustomEvent).detail);

  beforeEach(() => {
    cookieWrites = [];
    analytics = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      cookieWrites.push(value);
      descriptor?.set?.call(document, value);
    });
    document.addEventListener(ANALYTICS_EVENT, onAnalytics);
  });
  afterEach(() => {
    document.removeEventListener(ANALYTICS_EVENT, onAnalytics);
    document.body.replaceChildren();
  });

  it('logs, stores and reports nothing during a full entry; only the hand-over carries the card', async () => {
    const consoleSpies = METHODS.map((method) => vi.spyOn(console, method));
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    const localSet = vi.spyOn(localStorage, 'setItem');
    const sessionSet = vi.spyOn(sessionStorage, 'setItem');
    const entered: unknown[] = [];
    const onEntered = (event: Event) => entered.push((event as CustomEvent).detail);
    document.addEventListener(CARD_ENTERED_EVENT, onEntered);
    // Every event dispatched on any target, with what it carries.
    const dispatched: { type: string; detail: unknown }[] = [];
    // The DOM's own EventTarget (jsdom's), which Node and Document inherit from.
    const domEventTarget = Object.getPrototypeOf(Node.prototype) as EventTarget;
    const dispatch = domEventTarget.dispatchEvent;
    vi.spyOn(domEventTarget, 'dispatchEvent').mockImplementation(function (this: EventTarget, event: Event) {
      dispatched.push({ type: event.type, detail: (event as CustomEvent).detail });
      return dispatch.call(this, event);
    });
    const onApply = vi.fn();

    const user = userEvent.setup();
    const island = defineIsland({
      name: 'card-entry',
      schema: CardEntryPropsSchema,
      component: CardEntry,
      popup: true,
    });
    const opener = document.body.appendChild(document.createElement('button'));
    const onClose = vi.fn();
    act(
      () =>
        void island.mount(document.body.appendChild(document.createElement('div')), {
          props: { onApply },
          onClose,
          opener,
        }),
    );
    await screen.findByRole('dialog', { name: 'Apply New Card' });
    // A wrong entry first (errors shown), then the right one.
    await user.type(screen.getByRole('textbox', { name: 'Card Number' }), '5555555555554443');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await user.clear(screen.getByRole('textbox', { name: 'Card Number' }));
    await user.type(screen.getByRole('textbox', { name: 'Card Number' }), NUMBER);
    await user.type(screen.getByRole('textbox', { name: 'Expiration Date (MM/YY)' }), '1130');
    await user.type(screen.getByRole('textbox', { name: /^Security Code/ }), CVV);
    await user.click(screen.getByRole('checkbox', { name: 'Save this card to my account' }));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    document.removeEventListener(CARD_ENTERED_EVENT, onEntered);

    vi.mocked(domEventTarget.dispatchEvent).mockRestore();

    // The callback is the one hand-over of the card.
    expect(onApply).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ number: NUMBER, cvv: CVV }));
    // The page hears of it without card data.
    expect(entered).toEqual([{ type: 'MasterCard', lastFour: '4444', saveToAccount: true }]);
    // No event of any kind carried the number (whole or in part beyond the last four) or the code.
    expect(dispatched.length).toBeGreaterThan(0);
    expect(dispatched.map((e) => e.type)).toContain(CARD_ENTERED_EVENT);
    for (const { type, detail } of dispatched) {
      const text = JSON.stringify(detail) ?? '';
      expect(text, type).not.toContain(NUMBER.slice(0, 12));
      expect(text, type).not.toContain(CVV);
    }
    for (const spy of consoleSpies) expect(spy, 'console').not.toHaveBeenCalled();
    expect(setItem).not.toHaveBeenCalled();
    expect(localSet).not.toHaveBeenCalled();
    expect(sessionSet).not.toHaveBeenCalled();
    expect(cookieWrites).toEqual([]);
    expect(analytics).toEqual([]);
    // Nothing of the card stays in the page once the popup is gone (no hidden inputs, no attributes).
    expect(document.documentElement.outerHTML).not.toContain(NUMBER.slice(-8));
  }, 20_000); // a long typed entry: room for a loaded machine
});
