import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defineIsland } from '@hearth/core';
import { type CardEntity, CardType, VALIDATION_MESSAGES as C } from '@hearth/commerce';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seriousAxeViolations } from '@hearth/ui/testing';
import { CardEntry } from './card-entry';
import { CardEntryDialog } from './card-entry-dialog';
import { CardEntryForm } from './card-entry-form';
import { CARD_ENTERED_EVENT, type CardEnteredDetail } from './card-events';
import { CardEntryPropsSchema } from './props-schema';

const IOS_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0 Mobile/15E148 Safari/604.1';
const numberInput = () => screen.getByRole('textbox', { name: 'Card Number' }) as HTMLInputElement;
const expiryInput = () => screen.getByRole('textbox', { name: 'Expiration Date (MM/YY)' }) as HTMLInputElement;
const cvvInput = () => screen.getByRole('textbox', { name: /^Security Code/ }) as HTMLInputElement;
const apply = () => screen.getByRole('button', { name: 'Apply' });

async function fillVisa(user: ReturnType<typeof userEvent.setup>) {
  await user.type(numberInput(), '4111111111111111');
  await user.type(expiryInput(), '0829');
  await user.type(cvvInput(), '123');
}

afterEach(() => document.body.replaceChildren());

describe('Apply New Card popup', () => {
  it('is a dialog titled Apply New Card with the card fields, and passes axe', async () => {
    render(<CardEntryDialog defaultOpen />);
    const dialog = await screen.findByRole('dialog', { name: 'Apply New Card' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByRole('checkbox', { name: 'Save this card to my account' })).not.toBeChecked();
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it("the island's `title` names the popup (the checkout opens it as 'Add New Card'); the schema takes a text only", async () => {
    render(<CardEntry title="Add New Card" onClose={() => undefined} opener={null} />);
    expect(await screen.findByRole('dialog', { name: 'Add New Card' })).toBeInTheDocument();
    expect(CardEntryPropsSchema.is({ title: 'Add New Card' })).toBe(true);
    expect(CardEntryPropsSchema.is({ title: 5 })).toBe(false);
  });

  it('[ref: card-entry#validation]: the number input has maxlength 24 and the numeric keypad', () => {
    render(<CardEntryDialog defaultOpen />);
    expect(numberInput()).toHaveAttribute('maxlength', '24');
    expect(numberInput()).toHaveAttribute('inputmode', 'numeric');
    expect(expiryInput()).toHaveAttribute('maxlength', '5');
    expect(expiryInput()).toHaveAttribute('inputmode', 'numeric');
  });

  it('[ref: card-entry#screens]: the security code has its help link (new window)', () => {
    render(<CardEntryDialog defaultOpen />);
    const help = screen.getByRole('link', { name: "What's this? (opens in a new window)" });
    expect(help).toHaveAttribute('href', '/SharedLayer/PopupV2?popupName=CreditCardVerification');
    expect(help).toHaveAttribute('target', '_blank');
    expect(help).toHaveAttribute('rel', 'noopener');
    expect(cvvInput()).toHaveAccessibleDescription(expect.stringContaining("What's this?"));
  });

  it('[ref: card-entry#validation]: reformats the number on each change, grouped by type', async () => {
    const user = userEvent.setup();
    render(<CardEntryDialog defaultOpen />);
    await user.type(numberInput(), '4111111111111111');
    expect(numberInput()).toHaveValue('4111 1111 1111 1111');
    await user.clear(numberInput());
    await user.type(numberInput(), '378282246310005999');
    expect(numberInput()).toHaveValue('3782 822463 10005');
    await user.clear(numberInput());
    await user.type(numberInput(), '41a1-1');
    expect(numberInput()).toHaveValue('4111');
  });

  it('[ref: card-entry#validation]: keeps the caret after a digit typed in the middle', async () => {
    const user = userEvent.setup();
    render(<CardEntryDialog defaultOpen />);
    await user.type(numberInput(), '41111111');
    expect(numberInput()).toHaveValue('4111 1111');
    await user.type(numberInput(), '9', { initialSelectionStart: 2, initialSelectionEnd: 2 });
    expect(numberInput()).toHaveValue('4191 1111 1');
    expect(numberInput().selectionStart).toBe(3);
    // Typing before a group boundary: the caret moves past the new space with the digit.
    await user.type(numberInput(), '8', { initialSelectionStart: 4, initialSelectionEnd: 4 });
    expect(numberInput()).toHaveValue('4191 8111 11');
    expect(numberInput().selectionStart).toBe(6);
  });

  it('[ref: card-entry#rules]: on iOS Chrome the number is formatted 250 ms after the change', async () => {
    const timers: { callback: () => void; ms: number }[] = [];
    const env = {
      userAgent: IOS_CHROME,
      setTimeout: (callback: () => void, ms: number) => timers.push({ callback, ms }),
      clearTimeout: () => {},
    };
    const user = userEvent.setup();
    render(<CardEntryDialog defaultOpen env={env} />);
    await user.type(numberInput(), '41111');
    expect(numberInput()).toHaveValue('41111');
    expect(timers.at(-1)?.ms).toBe(250);
    act(() => timers.at(-1)?.callback());
    expect(numberInput()).toHaveValue('4111 1');
  });

  it('formats immediately elsewhere', async () => {
    const setTimeout = vi.fn();
    const user = userEvent.setup();
    render(<CardEntryDialog defaultOpen env={{ userAgent: 'Mozilla/5.0 Chrome/124', setTimeout }} />);
    await user.type(numberInput(), '41111');
    expect(numberInput()).toHaveValue('4111 1');
    expect(setTimeout).not.toHaveBeenCalled();
  });

  it('[ref: card-entry#validation]: expiry is formatted MM/YY; the security code keeps digits up to the type length', async () => {
    const user = userEvent.setup();
    render(<CardEntryDialog defaultOpen />);
    await user.type(expiryInput(), '429');
    expect(expiryInput()).toHaveValue('04/29');
    await user.type(cvvInput(), '12a345');
    expect(cvvInput()).toHaveValue('123');
    expect(cvvInput()).toHaveAttribute('maxlength', '3');
    await user.type(numberInput(), '378282246310005');
    expect(cvvInput()).toHaveAttribute('maxlength', '4');
  });

  it('[ref: card-entry#validation]: Apply with empty fields shows the spec messages on the fields, announced', async () => {
    const user = userEvent.setup();
    const onApply = vi.fn();
    render(<CardEntryDialog defaultOpen onApply={onApply} />);
    await user.click(apply());
    expect(numberInput()).toHaveAttribute('aria-invalid', 'true');
    expect(numberInput()).toHaveAccessibleDescription(C.cardNumberRequired);
    expect(expiryInput()).toHaveAccessibleDescription(C.expiryRequired);
    expect(cvvInput()).toHaveAccessibleDescription(expect.stringContaining(C.securityCodeRequired));
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([
      C.cardNumberRequired,
      C.expiryRequired,
      C.securityCodeRequired,
    ]);
    expect(onApply).not.toHaveBeenCalled();
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('shows an invalid number on blur, before Apply', async () => {
    const user = userEvent.setup();
    render(<CardEntryDialog defaultOpen />);
    await user.type(numberInput(), '4111111111111112');
    expect(numberInput()).not.toHaveAttribute('aria-invalid');
    await user.tab();
    expect(numberInput()).toHaveAccessibleDescription(C.cardNumberInvalid);
  });

  it('[ref: card-entry#rules]: leaving the expiry or the security code empty shows its error', async () => {
    const user = userEvent.setup();
    render(<CardEntryDialog defaultOpen />);
    await user.click(expiryInput());
    await user.tab();
    expect(expiryInput()).toHaveAccessibleDescription(C.expiryRequired);
    expect(cvvInput()).not.toHaveAttribute('aria-invalid');
    // past the help link, into the security code and out of it
    await user.tab();
    await user.tab();
    await user.tab();
    expect(cvvInput()).toHaveAccessibleDescription(expect.stringContaining(C.securityCodeRequired));
  });

  it('pressing Apply right after typing: no error appears before the button is released (the click would be lost)', async () => {
    const user = userEvent.setup();
    render(<CardEntryDialog defaultOpen />);
    await user.type(numberInput(), '4111111111111112');
    const button = apply();
    let invalidAtRelease: string | null = 'unset';
    button.addEventListener('mouseup', () => (invalidAtRelease = numberInput().getAttribute('aria-invalid')));
    await user.click(button);
    expect(invalidAtRelease).toBeNull();
    expect(numberInput()).toHaveAccessibleDescription(C.cardNumberInvalid);
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain(C.cardNumberInvalid);
  });

  it('hands the Card entity [ref: card-entry#data] to onApply and closes', async () => {
    const user = userEvent.setup();
    const onApply = vi.fn();
    render(<CardEntryDialog defaultOpen onApply={onApply} />);
    await fillVisa(user);
    await user.click(screen.getByRole('checkbox', { name: 'Save this card to my account' }));
    await user.click(apply());
    expect(onApply).toHaveBeenCalledWith({
      number: '4111111111111111',
      type: 'Visa',
      expMonth: '08',
      expYear: '2029',
      cvv: '123',
      saveToAccount: true,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('[ref: card-entry#rules]: an error from a blur is read with its field, not announced; Apply announces it', async () => {
    const user = userEvent.setup();
    render(<CardEntryDialog defaultOpen />);
    await user.type(numberInput(), '4111111111111112');
    await user.tab();
    expect(numberInput()).toHaveAccessibleDescription(C.cardNumberInvalid);
    expect(screen.queryAllByRole('alert')).toEqual([]);
    await user.click(apply());
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain(C.cardNumberInvalid);
  });

  it('[ref: card-entry#data]: showSaveToAccount false leaves out the save checkbox; the card is not saved', async () => {
    const user = userEvent.setup();
    const onApply = vi.fn();
    render(<CardEntryDialog defaultOpen showSaveToAccount={false} onApply={onApply} />);
    await fillVisa(user);
    expect(screen.queryByRole('checkbox')).toBeNull();
    await user.click(apply());
    expect(onApply).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ saveToAccount: false }));
  });

  it('the fields tell the browser what to fill: card number, expiry (MM/YY) and security code, on the numeric keypad', () => {
    render(<CardEntryDialog defaultOpen />);
    expect(numberInput()).toHaveAttribute('autocomplete', 'cc-number');
    expect(expiryInput()).toHaveAttribute('autocomplete', 'cc-exp');
    expect(expiryInput()).toHaveAttribute('placeholder', 'MM/YY');
    expect(cvvInput()).toHaveAttribute('autocomplete', 'cc-csc');
    expect(cvvInput()).toHaveAttribute('inputmode', 'numeric');
  });

  it('[ref: card-entry#rules]: on iOS Chrome the number stays as typed until 250 ms after the last change', async () => {
    // the page's clock, as the env's timers: a change puts the reformat off again
    let now = 0;
    let lastId = 0;
    const timers = new Map<number, { due: number; callback: () => void }>();
    const env = {
      userAgent: IOS_CHROME,
      setTimeout: (callback: () => void, ms: number) => {
        lastId += 1;
        timers.set(lastId, { due: now + ms, callback });
        return lastId;
      },
      clearTimeout: (id: unknown) => void timers.delete(id as number),
    };
    const passTime = (ms: number) =>
      act(() => {
        now += ms;
        for (const [id, timer] of [...timers]) {
          if (timer.due > now) continue;
          timers.delete(id);
          timer.callback();
        }
      });
    const user = userEvent.setup();
    render(<CardEntryDialog defaultOpen env={env} />);
    await user.type(numberInput(), '4111');
    passTime(200);
    await user.type(numberInput(), '1');
    passTime(100);
    expect(numberInput()).toHaveValue('41111');
    passTime(150);
    expect(numberInput()).toHaveValue('4111 1');
  });

  it('without onApply (npm), a valid Apply still closes the popup', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(<CardEntryDialog defaultOpen onOpenChange={onOpenChange} />);
    await fillVisa(user);
    await user.click(apply());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('CardEntryForm alone (npm) without onApply: a valid Apply shows no error and throws nothing', async () => {
    const thrown: unknown[] = [];
    const onError = (event: ErrorEvent) => {
      thrown.push(event.error);
      event.preventDefault();
    };
    window.addEventListener('error', onError);
    const user = userEvent.setup();
    render(<CardEntryForm />);
    await fillVisa(user);
    await user.click(apply());
    expect(numberInput()).not.toHaveAttribute('aria-invalid');
    expect(cvvInput()).not.toHaveAttribute('aria-invalid');
    window.removeEventListener('error', onError);
    expect(thrown).toEqual([]);
  });

  it('[ref: card-entry#rules]: the store credit card hides expiry and security code and sets them to zero', async () => {
    const user = userEvent.setup();
    const onApply = vi.fn();
    render(<CardEntryDialog defaultOpen cardType={CardType.StoreCreditCard} onApply={onApply} />);
    expect(screen.queryByRole('textbox', { name: 'Expiration Date (MM/YY)' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /Security Code/ })).toBeNull();
    await user.type(numberInput(), '6011000000000004');
    await user.click(apply());
    expect(onApply).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'StoreCreditCard', expMonth: '0', expYear: '0', cvv: '0' }),
    );
  });
});

/** What a browser's autofill does on some devices: the value changes, no input event. */
const fillSilently = (input: HTMLInputElement, value: string) =>
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);

describe('the card form reads what autofill put in [ref: checkout#limits]', () => {
  afterEach(() => vi.useRealTimers());

  /** The card form open under a fake interval clock, a Visa filled silently with a short security code. */
  const openAndFillSilently = async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const onApply = vi.fn();
    render(<CardEntryDialog defaultOpen onApply={onApply} />);
    await screen.findByRole('dialog', { name: 'Apply New Card' });
    fillSilently(numberInput(), '4111111111111111');
    fillSilently(expiryInput(), '0829');
    fillSilently(cvvInput(), '12');
    return onApply;
  };

  it('every 250 ms: the card goes into the state formatted as if typed, its error shows, and Apply hands it on', async () => {
    const onApply = await openAndFillSilently();
    act(() => vi.advanceTimersByTime(249));
    expect(numberInput().value).toBe('4111111111111111');
    act(() => vi.advanceTimersByTime(1));
    expect(numberInput().value).toBe('4111 1111 1111 1111');
    expect(expiryInput().value).toBe('08/29');
    // left as filled: a short security code shows its error at once
    expect(cvvInput()).toHaveAttribute('aria-invalid', 'true');
    expect(numberInput()).not.toHaveAttribute('aria-invalid');
    fillSilently(cvvInput(), '123');
    act(() => vi.advanceTimersByTime(250));
    expect(cvvInput()).not.toHaveAttribute('aria-invalid');
    act(() => apply().click());
    expect(onApply).toHaveBeenCalledWith(
      expect.objectContaining({ number: '4111111111111111', expMonth: '08', expYear: '2029', cvv: '123' }),
    );
  });

  it('a browser that fills in only the security code: the typed number and expiry stay, the card is handed on', async () => {
    const user = userEvent.setup();
    const onApply = vi.fn();
    render(<CardEntryDialog defaultOpen onApply={onApply} />);
    await screen.findByRole('dialog', { name: 'Apply New Card' });
    await user.type(numberInput(), '4111111111111111');
    await user.type(expiryInput(), '0829');
    fillSilently(cvvInput(), '123');
    act(() => apply().click());
    expect(onApply).toHaveBeenCalledWith(
      expect.objectContaining({ number: '4111111111111111', expMonth: '08', expYear: '2029', cvv: '123' }),
    );
  });

  it('a saved card filled in without its security code: the shopper types the code, and Apply hands the card on', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const onApply = vi.fn();
    render(<CardEntryDialog defaultOpen onApply={onApply} />);
    await screen.findByRole('dialog', { name: 'Apply New Card' });
    fillSilently(numberInput(), '4111111111111111');
    fillSilently(expiryInput(), '0829');
    act(() => vi.advanceTimersByTime(250));
    expect(numberInput().value).toBe('4111 1111 1111 1111');
    vi.useRealTimers();
    const user = userEvent.setup();
    await user.type(cvvInput(), '123');
    await user.click(apply());
    expect(onApply).toHaveBeenCalledWith(
      expect.objectContaining({ number: '4111111111111111', expMonth: '08', expYear: '2029', cvv: '123' }),
    );
  });

  it('Apply pressed before the next check reads the fields first: the filled card is handed on, a bad one shows its error', async () => {
    const onApply = await openAndFillSilently();
    act(() => apply().click());
    expect(onApply).not.toHaveBeenCalled();
    expect(numberInput().value).toBe('4111 1111 1111 1111');
    expect(cvvInput()).toHaveAttribute('aria-invalid', 'true');
    expect(numberInput()).not.toHaveAttribute('aria-invalid');
    fillSilently(cvvInput(), '123');
    act(() => apply().click());
    expect(onApply).toHaveBeenCalledWith(
      expect.objectContaining({ number: '4111111111111111', expMonth: '08', expYear: '2029', cvv: '123' }),
    );
  });
});

describe('card-entry island', () => {
  const island = defineIsland({ name: 'card-entry', schema: CardEntryPropsSchema, component: CardEntry, popup: true });

  it('renders nothing in the page without a trigger, and its trigger with triggerLabel', async () => {
    const host = document.body.appendChild(document.createElement('div'));
    island.mount(host, { props: {} });
    expect(host).toBeEmptyDOMElement();
    const withTrigger = document.body.appendChild(document.createElement('div'));
    island.mount(withTrigger, { props: { triggerLabel: 'Add new card' } });
    await userEvent.click(within(withTrigger).getByRole('button', { name: 'Add new card' }));
    expect(await screen.findByRole('dialog', { name: 'Apply New Card' })).toBeInTheDocument();
  });

  it('opened as a popup: hearth:card-entered (type and last four only) on the opener and document, closes, gives focus back', async () => {
    const user = userEvent.setup();
    const opener = document.body.appendChild(document.createElement('button'));
    opener.textContent = 'Apply new card';
    opener.focus();
    const onOpener = vi.fn();
    const onDocument = vi.fn();
    opener.addEventListener(CARD_ENTERED_EVENT, (e) => onOpener((e as CustomEvent<CardEnteredDetail>).detail));
    document.addEventListener(CARD_ENTERED_EVENT, (e) => onDocument((e as CustomEvent<CardEnteredDetail>).detail), {
      once: true,
    });
    const onClose = vi.fn();
    const container = document.body.appendChild(document.createElement('div'));
    act(() => void island.mount(container, { props: {}, onClose, opener }));
    await screen.findByRole('dialog', { name: 'Apply New Card' });
    await fillVisa(user);
    await user.click(apply());
    // No card number, no security code: only what a page may show.
    const detail = { type: 'Visa', lastFour: '1111', saveToAccount: false };
    expect(onOpener).toHaveBeenCalledExactlyOnceWith(detail);
    expect(onDocument).toHaveBeenCalledExactlyOnceWith(detail);
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('an opener no longer in the page hears nothing; document still hears hearth:card-entered', async () => {
    const user = userEvent.setup();
    const opener = document.body.appendChild(document.createElement('button'));
    const onOpener = vi.fn();
    const onDocument = vi.fn();
    opener.addEventListener(CARD_ENTERED_EVENT, onOpener);
    document.addEventListener(CARD_ENTERED_EVENT, onDocument, { once: true });
    const onClose = vi.fn();
    act(
      () => void island.mount(document.body.appendChild(document.createElement('div')), { props: {}, onClose, opener }),
    );
    await screen.findByRole('dialog', { name: 'Apply New Card' });
    opener.remove();
    await fillVisa(user);
    await user.click(apply());
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(onDocument).toHaveBeenCalledOnce();
    expect(onOpener).not.toHaveBeenCalled();
  });

  it('hearth.open props may carry onApply: the only hand-over of the full Card entity', async () => {
    const user = userEvent.setup();
    const onApply = vi.fn();
    const onClose = vi.fn();
    act(
      () =>
        void island.mount(document.body.appendChild(document.createElement('div')), { props: { onApply }, onClose }),
    );
    await screen.findByRole('dialog', { name: 'Apply New Card' });
    await fillVisa(user);
    await user.click(apply());
    expect(onApply).toHaveBeenCalledExactlyOnceWith({
      number: '4111111111111111',
      type: 'Visa',
      expMonth: '08',
      expYear: '2029',
      cvv: '123',
      saveToAccount: false,
    } satisfies CardEntity);
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
  });

  it('refuses an onApply that is not a function, naming the island and field', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(
      island.mount(document.body.appendChild(document.createElement('div')), { props: { onApply: 'submitPayment' } }),
    ).toBeNull();
    expect(error).toHaveBeenCalledExactlyOnceWith(expect.stringMatching(/"card-entry".*"onApply"/));
    error.mockRestore();
  });

  it('refuses a wrong cardType with one console.error naming the island and field', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(
      island.mount(document.body.appendChild(document.createElement('div')), { props: { cardType: 'Bogus' } }),
    ).toBeNull();
    expect(error).toHaveBeenCalledExactlyOnceWith(expect.stringMatching(/"card-entry".*"cardType"/));
  });
});
