import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { OUTSIDE_PRESS_GUARD_MS } from '../dialog/outside-press';
import { seriousAxeViolations } from '../testing/axe';
import { advancePageClock, freezePageClock } from '@hearth/mock-api/testing';
import { HoverCard } from './hover-card';
import { HOVER_CLOSE_DELAY_MS, HOVER_OPEN_DELAY_MS, HOVER_REOPEN_DELAY_MS } from './hover-intent';

afterEach(() => vi.useRealTimers());

function Card() {
  return (
    <>
      <HoverCard
        labelledBy="card-title"
        trigger={(props) => (
          <button type="button" {...props}>
            Dover, Slate
          </button>
        )}
      >
        <h2 id="card-title">Dover, Slate</h2>
        <a href="/free-swatches">Browse All Swatches</a>
      </HoverCard>
      <button type="button">Elsewhere</button>
    </>
  );
}

const trigger = () => screen.getByRole('button', { name: 'Dover, Slate' });
const mouse = { pointerType: 'mouse' };

describe('HoverCard [ref: ui#screens, #rules]', () => {
  it('a mouse resting 200 ms opens it beside the trigger; leaving closes it', async () => {
    vi.useFakeTimers();
    render(<Card />);
    fireEvent.pointerEnter(trigger(), mouse);
    act(() => vi.advanceTimersByTime(HOVER_OPEN_DELAY_MS - 1));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    act(() => vi.advanceTimersByTime(1));
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    vi.useRealTimers();
    const card = await screen.findByRole('dialog', { name: 'Dover, Slate' }, { timeout: 5000 });
    expect(trigger()).toHaveAttribute('aria-controls', card.id);
    expect(card).not.toHaveAttribute('aria-modal');
    expect(await seriousAxeViolations()).toEqual([]);
    vi.useFakeTimers();
    fireEvent.pointerLeave(trigger(), mouse);
    fireEvent.pointerEnter(card, mouse);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    fireEvent.pointerLeave(card, mouse);
    act(() => vi.advanceTimersByTime(HOVER_CLOSE_DELAY_MS));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('reopens after 300 ms once it has closed', () => {
    vi.useFakeTimers();
    render(<Card />);
    fireEvent.pointerEnter(trigger(), mouse);
    act(() => vi.advanceTimersByTime(HOVER_OPEN_DELAY_MS));
    fireEvent.pointerLeave(trigger(), mouse);
    act(() => vi.advanceTimersByTime(HOVER_CLOSE_DELAY_MS));
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    fireEvent.pointerEnter(trigger(), mouse);
    act(() => vi.advanceTimersByTime(HOVER_REOPEN_DELAY_MS - 1));
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    act(() => vi.advanceTimersByTime(1));
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
  });

  it('Enter opens it, Tab goes into it, Escape closes it and gives focus back to the trigger', async () => {
    const user = userEvent.setup();
    render(<Card />);
    await user.tab();
    expect(trigger()).toHaveFocus();
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Dover, Slate' }, { timeout: 5000 });
    await user.tab();
    expect(screen.getByRole('link', { name: 'Browse All Swatches' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(trigger()).toHaveFocus();
    await user.keyboard(' ');
    const card = await screen.findByRole('dialog', {}, { timeout: 5000 });
    // Space opened the dialog, which took the focus: Space there does not close it, Escape does
    await waitFor(() => expect(card).toHaveFocus());
    await user.keyboard(' ');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(trigger()).toHaveFocus();
  });

  it('a tap toggles it (touch never opens by hover)', async () => {
    vi.useFakeTimers();
    render(<Card />);
    fireEvent.pointerEnter(trigger(), { pointerType: 'touch' });
    act(() => vi.advanceTimersByTime(1000));
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    fireEvent.pointerDown(trigger(), { pointerType: 'touch' });
    fireEvent.click(trigger(), { detail: 1 });
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    fireEvent.pointerDown(trigger(), { pointerType: 'touch' });
    fireEvent.click(trigger(), { detail: 1 });
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('a press outside closes it; focus leaving closes a hover preview', async () => {
    const user = userEvent.setup();
    render(<Card />);
    await user.click(trigger());
    await screen.findByRole('dialog', {}, { timeout: 5000 });
    advancePageClock(OUTSIDE_PRESS_GUARD_MS);
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    trigger().focus();
    fireEvent.pointerEnter(trigger(), mouse);
    const card = await screen.findByRole('dialog', {}, { timeout: 5000 });
    expect(card).not.toHaveAttribute('aria-modal');
    expect(trigger()).toHaveFocus();
    await user.tab(); // into the preview (it follows the trigger)
    await user.tab(); // out of it
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a press outside begun less than 500 ms after it opened, or after the press before it, does not close it', async () => {
    // only the test moves the clock, from before the opening: how busy the machine is does not count
    onTestFinished(freezePageClock());
    const user = userEvent.setup();
    render(<Card />);
    await user.click(trigger());
    await screen.findByRole('dialog', {}, { timeout: 5000 });
    const elsewhere = screen.getByRole('button', { name: 'Elsewhere' });
    // hurried presses 250 ms apart: each within the guard of the one before
    for (let i = 0; i < 3; i += 1) {
      advancePageClock(OUTSIDE_PRESS_GUARD_MS / 2);
      await user.click(elsewhere);
      expect(screen.getByRole('dialog')).toBeInTheDocument();
    }
    advancePageClock(OUTSIDE_PRESS_GUARD_MS);
    await user.click(elsewhere);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  }, 15_000);

  it('opened by Enter or a click it is a modal dialog: it takes the focus, Tab cycles inside, Escape gives it back', async () => {
    const user = userEvent.setup();
    render(<Card />);
    trigger().focus();
    await user.keyboard('{Enter}');
    const card = await screen.findByRole('dialog', { name: 'Dover, Slate' }, { timeout: 5000 });
    expect(card).toHaveAttribute('aria-modal', 'true');
    await waitFor(() => expect(card).toHaveFocus());
    await user.tab();
    expect(screen.getByRole('link', { name: 'Browse All Swatches' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Browse All Swatches' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('link', { name: 'Browse All Swatches' })).toHaveFocus();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(await seriousAxeViolations()).toEqual([]);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(trigger()).toHaveFocus();

    // a click: the same dialog, which the pointer leaving does not close
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.pointerDown(trigger(), mouse);
    fireEvent.click(trigger(), { detail: 1 });
    const clicked = await screen.findByRole('dialog', {}, { timeout: 5000 });
    expect(clicked).toHaveAttribute('aria-modal', 'true');
    await waitFor(() => expect(clicked).toHaveFocus());
    fireEvent.pointerLeave(trigger(), mouse);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('a mouse click keeps it open', async () => {
    const user = userEvent.setup();
    render(<Card />);
    await user.click(trigger());
    await user.click(trigger());
    expect(await screen.findByRole('dialog', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});

/** A flyout with links, a close button, a button elsewhere and a popup above it. */
function Flyout(props: Partial<Parameters<typeof HoverCard>[0]>) {
  return (
    <>
      <HoverCard
        label="Swatch"
        className="hearth-swatch-flyout"
        trigger={(triggerProps) => (
          <button type="button" {...triggerProps}>
            Dover, Slate
          </button>
        )}
        {...props}
      >
        {({ close }) => (
          <>
            <a href="/first">First</a>
            <a href="/second">Second</a>
            <button type="button" onClick={close}>
              Done
            </button>
          </>
        )}
      </HoverCard>
      <button type="button">Elsewhere</button>
      <div aria-modal="true" role="dialog" aria-label="Order Free Swatches">
        <button type="button">Order</button>
      </div>
    </>
  );
}

describe('HoverCard, more of what it promises', () => {
  const card = () => screen.findByRole('dialog', { name: 'Swatch' }, { timeout: 5000 });
  /** The flyout opened by a click, the page's clock moved only by the test from then on. */
  async function clickedOpen() {
    onTestFinished(freezePageClock());
    const user = userEvent.setup();
    render(<Flyout />);
    await user.click(trigger());
    await card();
    return user;
  }

  it('open as given (defaultOpen, or controlled), with its class; its close() closes it', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Flyout defaultOpen />);
    expect(await card()).toHaveClass('hearth-hover-card', 'hearth-swatch-flyout');
    await user.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Swatch' })).toBeNull());
    unmount();
    const onOpenChange = vi.fn();
    const { rerender } = render(<Flyout open onOpenChange={onOpenChange} />);
    await card();
    rerender(<Flyout open={false} onOpenChange={onOpenChange} />);
    await waitFor(() => expect(trigger()).toHaveAttribute('aria-expanded', 'false'));
  });

  it('Tab and Shift+Tab move between its links as usual, and wrap only at its ends', async () => {
    const user = userEvent.setup();
    render(<Flyout />);
    trigger().focus();
    await user.keyboard('{Enter}');
    const panel = await card();
    await waitFor(() => expect(panel).toHaveFocus());
    await user.tab();
    expect(screen.getByRole('link', { name: 'First' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Second' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('link', { name: 'First' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Done' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'First' })).toHaveFocus();
  });

  it('opened as a dialog it takes the focus without scrolling the page', async () => {
    const focus = vi.spyOn(HTMLElement.prototype, 'focus');
    const user = userEvent.setup();
    render(<Flyout />);
    trigger().focus();
    await user.keyboard('{Enter}');
    const panel = await card();
    await waitFor(() => expect(panel).toHaveFocus());
    expect(focus.mock.contexts.includes(panel)).toBe(true);
    const call = focus.mock.calls[focus.mock.contexts.indexOf(panel)];
    expect(call).toEqual([{ preventScroll: true }]);
  });

  it('a click no pointer made (a switch, a script) toggles it as a tap does, even after a mouse press', async () => {
    const user = userEvent.setup();
    render(<Flyout />);
    trigger().focus();
    await user.keyboard('{Enter}');
    await card();
    fireEvent.click(trigger(), { detail: 1 });
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    // a mouse press and its click keep it open; a click with no press after it toggles again
    fireEvent.pointerDown(trigger(), mouse);
    fireEvent.click(trigger(), { detail: 1 });
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(trigger(), { detail: 1 });
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    // a keyboard click (detail 0) after a mouse press that made no click toggles too
    fireEvent.click(trigger(), { detail: 1 });
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    fireEvent.pointerDown(trigger(), mouse);
    fireEvent.click(trigger(), { detail: 0 });
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('a press in a popup above it (aria-modal) is not outside; a press stopped on its way still is', async () => {
    await clickedOpen();
    advancePageClock(OUTSIDE_PRESS_GUARD_MS);
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Order' }), mouse);
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    const elsewhere = screen.getByRole('button', { name: 'Elsewhere' });
    elsewhere.addEventListener('pointerdown', (event) => event.stopPropagation());
    advancePageClock(OUTSIDE_PRESS_GUARD_MS);
    fireEvent.pointerDown(elsewhere, mouse);
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closed and opened again at once, a hurried press outside does not close it (no listener of its last opening is left)', async () => {
    const user = await clickedOpen();
    advancePageClock(OUTSIDE_PRESS_GUARD_MS * 2);
    await user.keyboard('{Escape}');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    await user.click(trigger());
    await card();
    advancePageClock(OUTSIDE_PRESS_GUARD_MS / 2);
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Elsewhere' }), mouse);
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
  });
});

describe('HoverCard, its options changing while it is on the page', () => {
  it('a new open delay is the one a resting mouse waits for', () => {
    vi.useFakeTimers();
    const { rerender } = render(<Flyout />);
    rerender(<Flyout openDelay={500} />);
    fireEvent.pointerEnter(trigger(), mouse);
    act(() => vi.advanceTimersByTime(HOVER_OPEN_DELAY_MS));
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    act(() => vi.advanceTimersByTime(500 - HOVER_OPEN_DELAY_MS));
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
  });

  it('gone from the page, or given new delays, a hover begun before opens nothing', () => {
    vi.useFakeTimers();
    const onOpenChange = vi.fn();
    const { rerender, unmount } = render(<Flyout onOpenChange={onOpenChange} />);
    fireEvent.pointerEnter(trigger(), mouse);
    rerender(<Flyout onOpenChange={onOpenChange} closeDelay={50} />);
    act(() => vi.advanceTimersByTime(1000));
    expect(onOpenChange).not.toHaveBeenCalled();
    fireEvent.pointerLeave(trigger(), mouse);
    fireEvent.pointerEnter(trigger(), mouse);
    unmount();
    act(() => vi.advanceTimersByTime(1000));
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('opened by its owner after it was drawn, Escape closes it', () => {
    const onOpenChange = vi.fn();
    const { rerender } = render(<Flyout open={false} onOpenChange={onOpenChange} />);
    rerender(<Flyout open onOpenChange={onOpenChange} />);
    fireEvent.keyDown(trigger(), { key: 'Escape' });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('given new delays, then opened, its close() closes it', async () => {
    const { rerender } = render(<Flyout />);
    rerender(<Flyout closeDelay={50} />);
    fireEvent.click(trigger(), { detail: 0 });
    fireEvent.click(await screen.findByRole('button', { name: 'Done' }, { timeout: 5000 }));
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('Shift+Tab from the dialog itself (where the focus lands as it opens) goes to its last control', async () => {
    const user = userEvent.setup();
    render(<Flyout />);
    await user.tab();
    await user.keyboard('{Enter}');
    const card = await screen.findByRole('dialog', { name: 'Swatch' }, { timeout: 5000 });
    await waitFor(() => expect(card).toHaveFocus());
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Done' })).toHaveFocus();
  });
});
