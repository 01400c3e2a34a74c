import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { seriousAxeViolations } from '../testing/axe';
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
    render(<Button busy onClick={onClick}>Add to Cart</Button>);
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
        <Button blocked onClick={onClick}>Remove</Button>
        <Button type="submit" blocked>Apply</Button>
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
        <Button type="submit" busy>Place Order</Button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows busyLabel while busy', () => {
    render(<Button busy busyLabel="Adding…">Add to Cart</Button>);
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
        <Button busy={busy} onClick={() => { void run().then(() => setSent((n) => n + 1)); }}>Send</Button>
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
