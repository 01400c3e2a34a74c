import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { advancePageClock } from '@hearth/mock-api/testing';
import { OUTSIDE_PRESS_GUARD_MS } from '../dialog/outside-press';
import { seriousAxeViolations } from '../testing/axe';
import { Flyout } from './flyout';

function Harness({ side }: { side?: 'left' | 'right' }) {
  return (
    <>
      <p>Page content</p>
      <Flyout title="Checkout Now" side={side} trigger={<button type="button">Checkout</button>}>
        <label>
          Email <input type="email" />
        </label>
        <button type="button">Sign In</button>
      </Flyout>
    </>
  );
}

describe('Flyout', () => {
  it('is a modal dialog labelled by its title, sliding from the right by default', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    const flyout = await screen.findByRole('dialog', { name: 'Checkout Now' });
    expect(flyout).toHaveAttribute('aria-modal', 'true');
    expect(flyout).toHaveClass('hearth-flyout');
    expect(flyout).toHaveAttribute('data-side', 'right');
    // Starts closed so the CSS transform can slide it in, then flips to open.
    await waitFor(() => expect(flyout).toHaveAttribute('data-state', 'open'));
    // Shown modal (the scroll lock is CSS on :modal, checked in the browser suite).
    expect(flyout.tagName).toBe('DIALOG');
    expect(flyout.matches(':modal')).toBe(true);
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('traps focus, closes on Escape after its slide-out, and returns focus', async () => {
    const user = userEvent.setup();
    render(<Harness side="left" />);
    const trigger = screen.getByRole('button', { name: 'Checkout' });
    await user.click(trigger);
    const flyout = await screen.findByRole('dialog', { name: 'Checkout Now' });
    expect(flyout).toHaveAttribute('data-side', 'left');
    const email = screen.getByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(email).toHaveFocus());
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab();
    expect(email).toHaveFocus();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveFocus());
    // Still mounted while it slides out, marked closed.
    expect(flyout).toHaveAttribute('data-state', 'closed');
    // Already closed for the platform (no longer modal: the page is usable at once).
    expect(flyout).not.toHaveAttribute('open');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('closing keeps it in the page, closed, for its 300 ms slide-out (the stylesheet’s), then takes it out', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    const flyout = await screen.findByRole('dialog', { name: 'Checkout Now' });
    await waitFor(() => expect(flyout).toHaveAttribute('data-state', 'open'));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    onTestFinished(() => void vi.useRealTimers());
    fireEvent.keyDown(flyout, { key: 'Escape' });
    expect(flyout).toHaveAttribute('data-state', 'closed');
    act(() => void vi.advanceTimersByTime(299));
    expect(flyout).toBeInTheDocument();
    act(() => void vi.advanceTimersByTime(1));
    expect(flyout).not.toBeInTheDocument();
  });

  it('controlled: open as given, a backdrop press asks to close, unless closeOnOutsidePress is false', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    const { rerender } = render(
      <Flyout open title="Quick Ship" onOpenChange={onOpenChange}>
        <p>Pieces</p>
      </Flyout>,
    );
    const flyout = await screen.findByRole('dialog', { name: 'Quick Ship' });
    advancePageClock(OUTSIDE_PRESS_GUARD_MS);
    await user.click(flyout);
    expect(onOpenChange).toHaveBeenCalledWith(false);
    rerender(
      <Flyout open title="Quick Ship" onOpenChange={onOpenChange} closeOnOutsidePress={false}>
        <p>Pieces</p>
      </Flyout>,
    );
    onOpenChange.mockClear();
    advancePageClock(OUTSIDE_PRESS_GUARD_MS);
    await user.click(flyout);
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(flyout).toHaveAttribute('open');
  });

  it('defaultOpen opens it at once; its slide-out lasts transitionMs', async () => {
    render(
      <Flyout defaultOpen title="Quick Ship" transitionMs={50}>
        <p>Pieces</p>
      </Flyout>,
    );
    const flyout = await screen.findByRole('dialog', { name: 'Quick Ship' });
    await waitFor(() => expect(flyout).toHaveAttribute('data-state', 'open'));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    onTestFinished(() => void vi.useRealTimers());
    fireEvent.keyDown(flyout, { key: 'Escape' });
    act(() => void vi.advanceTimersByTime(49));
    expect(flyout).toBeInTheDocument();
    act(() => void vi.advanceTimersByTime(1));
    expect(flyout).not.toBeInTheDocument();
  });
});
