import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { seriousAxeViolations } from '../testing/axe';
import { lazyPart } from '../lazy-part/lazy-part';
import { Button } from './button';
import { useBusyAction } from './use-busy-action';

function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('Button', () => {
  it('is a type="button" button named by its label, idle by default', async () => {
    render(<Button>Add to Cart</Button>);
    const button = screen.getByRole('button', { name: 'Add to Cart' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveAttribute('data-state', 'idle');
    expect(button).not.toHaveAttribute('aria-busy');
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('busy: aria-busy, aria-disabled, spinner, stays focusable, ignores clicks', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <Button busy onClick={onClick}>
        Add to Cart
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Add to Cart' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAttribute('data-state', 'busy');
    expect(button).not.toBeDisabled();
    expect(button.querySelector('.hearth-button__spinner')).toHaveAttribute('aria-hidden', 'true');
    await user.click(button);
    await user.keyboard('{Enter}');
    expect(onClick).not.toHaveBeenCalled();
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('blocked: aria-disabled, no spinner and no aria-busy, stays focusable, ignores clicks and submits', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const onSubmit = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button blocked onClick={onClick}>
          Remove
        </Button>
        <Button type="submit" blocked>
          Apply
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Remove' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).not.toHaveAttribute('aria-busy');
    expect(button).toHaveAttribute('data-state', 'idle');
    expect(button).not.toBeDisabled();
    expect(button.querySelector('.hearth-button__spinner')).toBeNull();
    await user.click(button);
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('busy submit button does not submit its form', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit" busy>
          Place Order
        </Button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows busyLabel while busy', () => {
    render(
      <Button busy busyLabel="Adding…">
        Add to Cart
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'Adding…' })).toBeInTheDocument();
  });

  it('rapid double click on an async onClick fires once, then accepts clicks again', async () => {
    const user = userEvent.setup();
    const pending = deferred();
    const onClick = vi.fn(() => pending.promise);
    render(<Button onClick={onClick}>Add to Cart</Button>);
    const button = screen.getByRole('button', { name: 'Add to Cart' });
    await user.dblClick(button);
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(button).toHaveAttribute('aria-busy', 'true');
    await act(async () => pending.resolve());
    expect(button).not.toHaveAttribute('aria-busy');
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('two clicks dispatched in the same tick send once', () => {
    const onClick = vi.fn(() => new Promise(() => {}));
    render(<Button onClick={onClick}>Send</Button>);
    const button = screen.getByRole('button', { name: 'Send' });
    act(() => {
      button.click();
      button.click();
    });
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('a synchronous onClick never turns busy and fires on every click', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Tap</Button>);
    const button = screen.getByRole('button', { name: 'Tap' });
    await user.dblClick(button);
    expect(onClick).toHaveBeenCalledTimes(2);
    expect(button).not.toHaveAttribute('aria-busy');
  });
});

describe('useBusyAction', () => {
  function Sender({ send }: { send: () => Promise<void> }) {
    const { run, busy } = useBusyAction(send);
    const [sent, setSent] = useState(0);
    return (
      <>
        <Button
          busy={busy}
          onClick={() => {
            void run().then(() => setSent((n) => n + 1));
          }}
        >
          Send
        </Button>
        <output>{sent}</output>
      </>
    );
  }

  it('ignores calls while one is in flight and reports busy', async () => {
    const user = userEvent.setup();
    const pending = deferred();
    const send = vi.fn(() => pending.promise);
    render(<Sender send={send} />);
    const button = screen.getByRole('button', { name: 'Send' });
    await user.dblClick(button);
    await user.click(button);
    expect(send).toHaveBeenCalledTimes(1);
    expect(button).toHaveAttribute('aria-busy', 'true');
    await act(async () => pending.resolve());
    expect(button).not.toHaveAttribute('aria-busy');
  });

  it('resolves with the result, ignored calls with undefined, and rejects with the error', async () => {
    let result: { run: () => Promise<number | undefined> } | undefined;
    let fail = false;
    const pending = deferred<number>();
    function Probe() {
      result = useBusyAction(() => (fail ? Promise.reject(new Error('boom')) : pending.promise));
      return null;
    }
    render(<Probe />);
    const first = result!.run();
    const second = result!.run();
    await expect(second).resolves.toBeUndefined();
    pending.resolve(7);
    await act(async () => {
      await expect(first).resolves.toBe(7);
    });
    fail = true;
    await act(async () => {
      await expect(result!.run()).rejects.toThrow('boom');
    });
    fail = false;
    // Not stuck after a failure.
    await act(async () => {
      await expect(result!.run()).resolves.toBe(7);
    });
  });
});

describe('an action stays busy until what it opens is open', () => {
  function Popup({ title }: { title: string }) {
    return <p role="status">{title}</p>;
  }

  it("stays busy, ignoring presses, while the popup's code loads after the answer; then the popup is in and the button takes presses", async () => {
    const user = userEvent.setup();
    const code = deferred<typeof Popup>();
    const part = lazyPart(() => code.promise, 'Popup');
    const answer = deferred<string>();
    const send = vi.fn(() => answer.promise);
    function Adder() {
      const [shown, setShown] = useState<string | null>(null);
      const add = useBusyAction(async () => {
        void part.preload();
        setShown(await send());
      });
      return (
        <>
          <Button busy={add.busy} onClick={() => void add.run()}>
            Add
          </Button>
          {shown && <part.Component title={shown} />}
        </>
      );
    }
    render(<Adder />);
    const button = screen.getByRole('button', { name: 'Add' });
    await user.click(button);
    await act(async () => answer.resolve('Added to Cart'));
    // the answer is in, the popup's code is not: still busy, a second press sends nothing
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.click(button);
    expect(send).toHaveBeenCalledTimes(1);
    await act(async () => code.resolve(Popup));
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
    expect(screen.getByRole('status')).toHaveTextContent('Added to Cart');
    await user.click(button);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it.each(['before', 'after'])(
    'a popup that loads its code only as it renders (no preload), %s the button: busy until it is in',
    async (where) => {
      const user = userEvent.setup();
      const code = deferred<typeof Popup>();
      const part = lazyPart(() => code.promise, 'Popup');
      const answer = deferred<string>();
      const send = vi.fn(() => answer.promise);
      function Orderer() {
        const [shown, setShown] = useState<string | null>(null);
        const popup = shown && <part.Component title={shown} />;
        // the Button's own busy action (its onClick returns the send), a sibling of the popup
        const button = <Button onClick={() => send().then(setShown)}>Place Order</Button>;
        return where === 'before' ? (
          <>
            {popup}
            {button}
          </>
        ) : (
          <>
            {button}
            {popup}
          </>
        );
      }
      render(<Orderer />);
      const button = screen.getByRole('button', { name: 'Place Order' });
      await user.click(button);
      await act(async () => answer.resolve('Payment declined'));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(button).toHaveAttribute('aria-busy', 'true');
      await user.click(button);
      expect(send).toHaveBeenCalledTimes(1);
      await act(async () => code.resolve(Popup));
      await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
      expect(screen.getByRole('status')).toHaveTextContent('Payment declined');
    },
  );

  it("another button's popup whose code loads because the pointer passed by (preloaded, not drawn) keeps no button busy", async () => {
    const user = userEvent.setup();
    const code = deferred<typeof Popup>();
    const other = lazyPart(() => code.promise, 'Store chooser');
    const send = vi.fn(() => Promise.resolve());
    render(
      <>
        <Button {...other.preloadProps}>Pick Up in Store</Button>
        <Button onClick={send}>Save Gift Message</Button>
      </>,
    );
    await user.hover(screen.getByRole('button', { name: 'Pick Up in Store' }));
    const save = screen.getByRole('button', { name: 'Save Gift Message' });
    await user.click(save);
    await waitFor(() => expect(save).not.toHaveAttribute('aria-busy'));
    await user.click(save);
    expect(send).toHaveBeenCalledTimes(2);
    await act(async () => code.resolve(Popup));
  });

  it("a button whose owner drives `busy` (a store's send) stays busy while the popup that send opened loads its code", async () => {
    const user = userEvent.setup();
    const code = deferred<typeof Popup>();
    const part = lazyPart(() => code.promise, 'Popup');
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    let finish!: () => void;
    function CartForm() {
      const [state, setState] = useState<{ busy: boolean; popup: string | null }>({ busy: false, popup: null });
      finish = () => setState({ busy: false, popup: 'The cart could not be updated.' });
      return (
        <form
          onSubmit={(event) => {
            onSubmit(event);
            setState({ busy: true, popup: null });
          }}
        >
          <Button type="submit" busy={state.busy}>
            Apply
          </Button>
          {state.popup && <part.Component title={state.popup} />}
        </form>
      );
    }
    render(<CartForm />);
    const button = screen.getByRole('button', { name: 'Apply' });
    await user.click(button);
    expect(button).toHaveAttribute('aria-busy', 'true');
    // the send fails: busy falls and its error popup renders, its code not in yet
    act(() => finish());
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.click(button);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await act(async () => code.resolve(Popup));
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
    expect(screen.getByRole('status')).toHaveTextContent('The cart could not be updated.');
    await user.click(button);
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('ignores a call made after the action settled but before the render that shows it idle', async () => {
    let action: { run: () => Promise<number | undefined> } | undefined;
    const answer = deferred<number>();
    const send = vi.fn(() => answer.promise);
    function Probe() {
      action = useBusyAction(send);
      return null;
    }
    render(<Probe />);
    const first = action!.run();
    answer.resolve(1);
    await first;
    // settled, not yet rendered idle: a press landing now (before the popup it opens) is ignored
    await expect(action!.run()).resolves.toBeUndefined();
    expect(send).toHaveBeenCalledTimes(1);
    // once that render is on the page (an effect: after the frame on Preact), it runs again
    await waitFor(async () => expect(await action!.run()).toBe(1));
    expect(send).toHaveBeenCalledTimes(2);
  });
});

describe('a held Enter presses once', () => {
  it('its repeats neither click a button nor run its action; a new press does', () => {
    const onClick = vi.fn(() => Promise.resolve());
    render(<Button onClick={onClick}>Apply</Button>);
    const button = screen.getByRole('button', { name: 'Apply' });
    act(() => {
      // what Enter held on a button does: keydown (repeat) and the click it makes, in one task
      fireEvent.keyDown(button, { key: 'Enter', repeat: true });
      button.click();
    });
    expect(onClick).not.toHaveBeenCalled();
    act(() => {
      fireEvent.keyDown(button, { key: 'Enter', repeat: false });
      button.click();
    });
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it("its repeats in a field do not submit the form (the default button's click is cancelled)", () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <input aria-label="Promo code" />
        <Button type="submit">Apply</Button>
      </form>,
    );
    const input = screen.getByRole('textbox', { name: 'Promo code' });
    const button = screen.getByRole('button', { name: 'Apply' });
    act(() => {
      // implicit submission: the browser clicks the default button in the keydown's task
      fireEvent.keyDown(input, { key: 'Enter', repeat: true });
      button.click();
    });
    expect(onSubmit).not.toHaveBeenCalled();
    act(() => {
      fireEvent.keyDown(input, { key: 'Enter' });
      button.click();
    });
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('a repeat is forgotten once its task is over: a later click presses', async () => {
    const onClick = vi.fn(() => Promise.resolve());
    render(<Button onClick={onClick}>Apply</Button>);
    const button = screen.getByRole('button', { name: 'Apply' });
    fireEvent.keyDown(button, { key: 'Enter', repeat: true });
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    act(() => button.click());
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});

describe('Button, more of what it promises', () => {
  it("its classes: the button's, its variant's (primary by default) and the one it is given", () => {
    render(
      <>
        <Button>Add to Cart</Button>
        <Button variant="secondary" className="hearth-cart__apply">
          Apply
        </Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Add to Cart' }).className).toBe('hearth-button hearth-button--primary');
    expect(screen.getByRole('button', { name: 'Apply' }).className).toBe(
      'hearth-button hearth-button--secondary hearth-cart__apply',
    );
  });

  it('an idle button is not aria-disabled', () => {
    render(<Button>Add to Cart</Button>);
    expect(screen.getByRole('button', { name: 'Add to Cart' })).not.toHaveAttribute('aria-disabled');
  });

  it("mounted while another island's popup code loads, a button is not busy: only the end of its own send waits for it", async () => {
    const code = deferred<() => null>();
    const part = lazyPart(() => code.promise, 'Other popup');
    render(<part.Component />);
    render(<Button busy={false}>Add to Cart</Button>);
    expect(screen.getByRole('button', { name: 'Add to Cart' })).not.toHaveAttribute('aria-busy');
    await act(async () => code.resolve(() => null));
  });
});

describe('useBusyAction, more', () => {
  function probe<R>(action: () => R) {
    const result: { current?: ReturnType<typeof useBusyAction<[], R>> } = {};
    function Probe() {
      result.current = useBusyAction(action);
      return <output>{String(result.current.busy)}</output>;
    }
    const view = render(<Probe />);
    return { result, ...view };
  }

  it('a synchronous action resolves to what it returned, whatever it is, and never turns busy', async () => {
    for (const value of [undefined, null, 0, 'added', { then: 'not a function' }]) {
      const action = vi.fn(() => value);
      const { result, unmount } = probe(action);
      await expect(result.current!.run()).resolves.toBe(value);
      // not busy even for a moment: a call right after runs too
      void result.current!.run();
      void result.current!.run();
      expect(action).toHaveBeenCalledTimes(3);
      expect(screen.getByRole('status')).toHaveTextContent('false');
      unmount();
    }
  });

  it('a second send is as guarded as the first: busy until it settles, a press meanwhile ignored', async () => {
    const answers = [deferred(), deferred()];
    const send = vi.fn(() => answers[send.mock.calls.length - 1]!.promise);
    const { result } = probe(send);
    let first: Promise<unknown>;
    act(() => void (first = result.current!.run()));
    await act(async () => {
      answers[0]!.resolve();
      await first;
    });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('false'));
    act(() => void result.current!.run());
    await act(async () => {});
    expect(screen.getByRole('status')).toHaveTextContent('true');
    act(() => void result.current!.run());
    expect(send).toHaveBeenCalledTimes(2);
    await act(async () => answers[1]!.resolve());
  });

  it('a send that settles after its component left does not keep the action shut (a StrictMode remount, a stale handle)', async () => {
    const answer = deferred();
    const send = vi.fn(() => answer.promise);
    const { result, unmount } = probe(send);
    const run = result.current!.run;
    act(() => void run());
    unmount();
    await act(async () => answer.resolve());
    void run();
    expect(send).toHaveBeenCalledTimes(2);
  });
});

describe('a held Enter, the listener', () => {
  // a fresh copy of the module each time: the page's copy may be listening since an earlier test
  const fresh = async () => {
    vi.resetModules();
    return import('./held-enter');
  };

  it('one listener for the page, however many busy actions mount', async () => {
    const { listenForHeldEnter: listen } = await fresh();
    const add = vi.spyOn(document, 'addEventListener');
    listen();
    listen();
    expect(add.mock.calls.filter(([type]) => type === 'keydown')).toHaveLength(1);
  });

  it('hears the repeat before the page does: a field that stops the keydown still has it held', async () => {
    const { listenForHeldEnter: listen, isHeldEnter: isHeld } = await fresh();
    listen();
    render(<input aria-label="Promo code" onKeyDown={(event) => event.stopPropagation()} />);
    const field = screen.getByRole('textbox', { name: 'Promo code' });
    field.addEventListener('keydown', (event) => event.stopPropagation());
    fireEvent.keyDown(field, { key: 'Enter', repeat: true });
    expect(isHeld()).toBe(true);
    fireEvent.keyDown(field, { key: 'Enter', repeat: false });
    expect(isHeld()).toBe(false);
    fireEvent.keyDown(field, { key: 'a', repeat: true });
    expect(isHeld()).toBe(false);
  });
});
