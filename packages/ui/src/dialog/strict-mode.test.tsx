/**
 * Every popup of ui under React's `<StrictMode>` (on by default in `vite dev` and `next dev`):
 * in development React mounts each component, unmounts it and mounts it again, running effects
 * and their cleanups twice. A popup whose first render is already open must stay open, and one
 * opened later must open, with no `onOpenChange(false)` on the way (the cleanup's
 * `dialog.close()` queued a `close` event that reached the dialog after it was shown again).
 * On preact/compat `StrictMode` renders its children once: the same tests run there as plain ones.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, useState, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../button/button';
import { Flyout } from '../flyout/flyout';
import { HoverCard } from '../hover-card/hover-card';
import { IslandDialog } from '../island-dialog/island-dialog';
import { lazyPart } from '../lazy-part/lazy-part';
import { stillOpenAfterMount } from '../testing/popups';
import { Dialog } from './dialog';

const strict = (node: ReactNode) => render(<StrictMode>{node}</StrictMode>);

/** The dialog named `name` is open, in the top layer, and stays so once every queued task ran. */
async function staysOpen(name: string): Promise<HTMLElement> {
  const dialog = await screen.findByRole('dialog', { name });
  expect(await stillOpenAfterMount(dialog)).toBe(true);
  await waitFor(() => expect(dialog).toHaveAttribute('data-state', 'open'));
  return dialog;
}

const LazyDialog = lazyPart(
  () =>
    Promise.resolve(({ onOpenChange }: { onOpenChange: (open: boolean) => void }) => (
      <Dialog title="Added to Cart" defaultOpen onOpenChange={onOpenChange}>
        <p>Linen Sofa</p>
      </Dialog>
    )),
  'LazyDialog',
);

describe('popups under StrictMode', () => {
  it('Dialog: open on its first render (defaultOpen) stays open and reports nothing', async () => {
    const onOpenChange = vi.fn();
    strict(
      <Dialog title="Added to Cart" defaultOpen onOpenChange={onOpenChange}>
        <button type="button">Checkout</button>
      </Dialog>,
    );
    await staysOpen('Added to Cart');
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Checkout' })).toHaveFocus();
  });

  it('Dialog: controlled, mounted with open, stays open and asks for no change', async () => {
    function Owner() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <output>{open ? 'open' : 'closed'}</output>
          <Dialog title="Unavailable items" open={open} onOpenChange={setOpen}>
            <p>Linen Pillow</p>
          </Dialog>
        </>
      );
    }
    strict(<Owner />);
    await staysOpen('Unavailable items');
    expect(screen.getByRole('status')).toHaveTextContent('open');
  });

  it('Dialog: opened by its trigger, then closed by Escape, gives focus back', async () => {
    const user = userEvent.setup();
    strict(
      <Dialog title="Added to Cart" trigger={<Button>Open</Button>}>
        <p>Linen Sofa</p>
      </Dialog>,
    );
    const trigger = screen.getByRole('button', { name: 'Open' });
    await user.click(trigger);
    await staysOpen('Added to Cart');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(trigger).toHaveFocus();
  });

  it('Flyout: open on its first render stays open', async () => {
    const onOpenChange = vi.fn();
    strict(
      <Flyout title="Checkout Now" defaultOpen onOpenChange={onOpenChange}>
        <p>Email</p>
      </Flyout>,
    );
    await staysOpen('Checkout Now');
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('IslandDialog: opened as a popup island stays open and does not ask to be removed', async () => {
    const onClose = vi.fn();
    const opener = document.createElement('button');
    document.body.append(opener);
    strict(
      <IslandDialog title="Reset password" onClose={onClose} opener={opener}>
        <p>Email Address</p>
      </IslandDialog>,
    );
    await staysOpen('Reset password');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(onClose).not.toHaveBeenCalled();
    opener.remove();
  });

  it('IslandDialog: its trigger button opens it', async () => {
    const user = userEvent.setup();
    strict(
      <IslandDialog title="Reset password" triggerLabel="Reset my password">
        <p>Email Address</p>
      </IslandDialog>,
    );
    await user.click(screen.getByRole('button', { name: 'Reset my password' }));
    await staysOpen('Reset password');
  });

  it('a lazily loaded part mounted open stays open', async () => {
    const onOpenChange = vi.fn();
    strict(<LazyDialog.Component onOpenChange={onOpenChange} />);
    await staysOpen('Added to Cart');
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('HoverCard: open on its first render stays open; a press opens it as a dialog that keeps the focus', async () => {
    const user = userEvent.setup();
    strict(
      <>
        <HoverCard label="Dover, Slate" defaultOpen trigger={(props) => <button {...props}>Dover</button>}>
          <p>100% solution-dyed acrylic.</p>
        </HoverCard>
        <HoverCard label="Bennett, Moss" trigger={(props) => <button {...props}>Bennett</button>}>
          <button type="button">Order swatch</button>
        </HoverCard>
      </>,
    );
    expect(await stillOpenAfterMount(await screen.findByRole('dialog', { name: 'Dover, Slate' }))).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Bennett' }));
    const card = await screen.findByRole('dialog', { name: 'Bennett, Moss' });
    expect(await stillOpenAfterMount(card)).toBe(true);
    expect(card).toHaveAttribute('aria-modal', 'true');
    await waitFor(() => expect(card).toHaveFocus());
  });
});
