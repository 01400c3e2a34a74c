import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seriousAxeViolations } from '../testing/axe';
import { IslandDialog } from './island-dialog';
import { POPUP_CLOSE_DELAY_MS, useIslandPopup } from './use-island-popup';

afterEach(() => {
  vi.useRealTimers();
});

describe('IslandDialog', () => {
  it('opened as a popup (the loader injects onClose and opener): shows at once, gives focus back to the opener, then lets the loader remove it', async () => {
    const user = userEvent.setup();
    const opener = document.createElement('a');
    opener.href = '#reset';
    opener.textContent = 'Reset password';
    document.body.append(opener);
    opener.focus();
    const onClose = vi.fn();
    const onOpenChange = vi.fn();
    render(
      <IslandDialog
        title="Reset password"
        onClose={onClose}
        opener={opener}
        triggerLabel="Not shown"
        onOpenChange={onOpenChange}
      >
        <input aria-label="Email" />
      </IslandDialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Reset password' });
    expect(dialog.matches(':modal')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Not shown' })).toBeNull();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus());
    expect(await seriousAxeViolations()).toEqual([]);
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(opener).toHaveFocus();
    expect(onClose).not.toHaveBeenCalled();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1), { timeout: POPUP_CLOSE_DELAY_MS + 500 });
    opener.remove();
  });

  it("opened from a server fallback's button that its island has drawn over meanwhile: focus goes to the island's button of the same text", async () => {
    const user = userEvent.setup();
    const island = document.createElement('div');
    island.dataset['island'] = 'gallery';
    island.innerHTML = '<p><button type="button" data-island-open="gallery">View all images</button></p>';
    document.body.append(island);
    const opener = island.querySelector('button')!;
    opener.focus();
    render(
      <IslandDialog title="Product Gallery" onClose={vi.fn()} opener={opener}>
        <button type="button">Next image</button>
      </IslandDialog>,
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next image' })).toHaveFocus());
    // the island's images came: its own markup in place of the server's
    island.innerHTML = '<button type="button">Zoom</button><button type="button">View all images</button>';
    await user.keyboard('{Escape}');
    await waitFor(() => expect(island.querySelectorAll('button')[1]).toHaveFocus());
    island.remove();
  });

  it('in the page: a button labelled triggerLabel opens it, and nothing is sent to a loader', async () => {
    const user = userEvent.setup();
    render(
      <IslandDialog title="Apply New Card" triggerLabel="Apply New Card" triggerVariant="link">
        <p>Card form</p>
      </IslandDialog>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    const trigger = screen.getByRole('button', { name: 'Apply New Card' });
    expect(trigger).toHaveClass('hearth-button--link');
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    await user.click(trigger);
    expect(await screen.findByRole('dialog', { name: 'Apply New Card' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('without a trigger or a label it renders nothing until opened', () => {
    const { container } = render(
      <IslandDialog title="Hidden">
        <p>Body</p>
      </IslandDialog>,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('a closing popup is removed once, after its leave transition (300 ms) [ref: ui#limits]', async () => {
    expect(POPUP_CLOSE_DELAY_MS).toBe(300);
    vi.useFakeTimers();
    const onClose = vi.fn();
    render(
      <IslandDialog title="Sign In" onClose={onClose} opener={null}>
        <p>Body</p>
      </IslandDialog>,
    );
    act(() => screen.getByRole('button', { name: 'Close' }).click());
    act(() => vi.advanceTimersByTime(POPUP_CLOSE_DELAY_MS - 1));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
  it('in the page its trigger is a secondary button unless told otherwise', () => {
    render(
      <IslandDialog title="Sign In" triggerLabel="Sign In">
        <p>Body</p>
      </IslandDialog>,
    );
    expect(screen.getByRole('button', { name: 'Sign In' })).toHaveClass('hearth-button--secondary');
  });

  it('a popup that leaves the page while it closes (the loader unmounting it) is not removed again', () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    const { unmount } = render(
      <IslandDialog title="Sign In" onClose={onClose} opener={null}>
        <p>Body</p>
      </IslandDialog>,
    );
    act(() => screen.getByRole('button', { name: 'Close' }).click());
    unmount();
    act(() => vi.advanceTimersByTime(POPUP_CLOSE_DELAY_MS * 2));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('in the page, defaultOpen shows it at once', () => {
    render(
      <IslandDialog title="Welcome back" defaultOpen triggerLabel="Welcome">
        <p>Body</p>
      </IslandDialog>,
    );
    expect(screen.getByRole('dialog', { name: 'Welcome back' })).toBeInTheDocument();
  });

  it('a trigger of its own wins over triggerLabel', async () => {
    const user = userEvent.setup();
    render(
      <IslandDialog
        title="Apply New Card"
        triggerLabel="Apply New Card"
        trigger={
          <button type="button" className="card-link">
            Add a card
          </button>
        }
      >
        <p>Card form</p>
      </IslandDialog>,
    );
    expect(screen.queryByRole('button', { name: 'Apply New Card' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add a card' }));
    expect(await screen.findByRole('dialog', { name: 'Apply New Card' })).toBeInTheDocument();
  });

  it('a returnFocus it is given wins over the opener', async () => {
    const user = userEvent.setup();
    const opener = document.createElement('button');
    opener.textContent = 'Sign In';
    const account = document.createElement('a');
    account.href = '#account';
    account.textContent = 'My Account';
    document.body.append(opener, account);
    opener.focus();
    render(
      <IslandDialog title="Sign In" onClose={vi.fn()} opener={opener} returnFocus={{ current: account }}>
        <input aria-label="Email" />
      </IslandDialog>,
    );
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(account).toHaveFocus());
    opener.remove();
    account.remove();
  });
});

describe('useIslandPopup', () => {
  it('only a close removes the popup, once however often it closes: an opening never does', () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    const { result } = renderHook(() => useIslandPopup({ onClose, opener: null }));
    act(() => result.current.onOpenChange(true));
    act(() => vi.advanceTimersByTime(POPUP_CLOSE_DELAY_MS * 2));
    expect(onClose).not.toHaveBeenCalled();
    act(() => result.current.onOpenChange(false));
    act(() => vi.advanceTimersByTime(POPUP_CLOSE_DELAY_MS / 2));
    act(() => result.current.onOpenChange(false));
    act(() => vi.advanceTimersByTime(POPUP_CLOSE_DELAY_MS * 2));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('a new onClose or opener given while open is the one used', () => {
    vi.useFakeTimers();
    const first = vi.fn();
    const second = vi.fn();
    const a = document.createElement('button');
    const b = document.createElement('button');
    document.body.append(a, b);
    const { result, rerender } = renderHook(
      (props: { onClose: () => void; opener: HTMLElement }) => useIslandPopup(props),
      {
        initialProps: { onClose: first, opener: a },
      },
    );
    expect(result.current.returnFocus?.current).toBe(a);
    rerender({ onClose: second, opener: b });
    expect(result.current.returnFocus?.current).toBe(b);
    act(() => result.current.onOpenChange(false));
    act(() => vi.advanceTimersByTime(POPUP_CLOSE_DELAY_MS));
    expect(second).toHaveBeenCalledOnce();
    expect(first).not.toHaveBeenCalled();
    a.remove();
    b.remove();
  });
});
