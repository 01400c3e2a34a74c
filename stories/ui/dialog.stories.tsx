import { Button, Dialog, TextField, useBusyAction, useDialogClose } from '@hearth/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type FormEvent } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

const meta = {
  title: 'UI/Dialog',
  component: Dialog,
  args: {
    title: 'Added to Cart',
    description: 'Your item was added to your cart.',
    size: 'default',
    fullScreenOnMobile: false,
    onOpenChange: fn(),
    trigger: <Button>Open dialog</Button>,
    children: <p>Linen Sofa, Natural — Qty 1</p>,
  },
  argTypes: {
    size: { control: 'inline-radio', options: ['default', 'large'] },
    trigger: { control: false },
    children: { control: false },
  },
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: only the trigger. Opening, Escape and focus return are the play. */
export const Closed: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    const trigger = page.getByRole('button', { name: 'Open dialog' });
    await expect(page.queryByRole('dialog')).toBeNull();
    await userEvent.click(trigger);
    const dialog = await page.findByRole('dialog', { name: 'Added to Cart' });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(trigger).toHaveFocus());
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
  },
};

function ContinueShopping() {
  const close = useDialogClose();
  return (
    <Button variant="secondary" onClick={close}>
      Continue Shopping
    </Button>
  );
}

/** Open: labelled by its title, described, focus inside; Tab cycles within. */
export const Open: Story = {
  args: {
    defaultOpen: true,
    children: <p>Linen Sofa, Natural — Qty 1</p>,
    footer: (
      <>
        <ContinueShopping />
        <Button>Checkout</Button>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: 'Added to Cart' });
    await expect(dialog).toHaveAccessibleDescription('Your item was added to your cart.');
    // No field in the body: the dialog itself takes focus, so its title is read first.
    await waitFor(() => expect(dialog).toHaveFocus());
    await userEvent.tab();
    await expect(page.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab();
    await expect(page.getByRole('button', { name: 'Continue Shopping' })).toHaveFocus();
    await userEvent.tab();
    await expect(page.getByRole('button', { name: 'Checkout' })).toHaveFocus();
    await userEvent.tab();
    await expect(page.getByRole('button', { name: 'Close' })).toHaveFocus();
  },
};

/** Large size. */
export const Large: Story = { args: { defaultOpen: true, size: 'large', title: 'View Details' } };

/** Fills the screen on phones (resize the viewport to see it). */
export const FullScreenOnMobile: Story = {
  args: { defaultOpen: true, fullScreenOnMobile: true, title: 'Order Free Swatches' },
};

function ZipForm({ onSubmit }: { onSubmit: (zip: string) => Promise<void> }) {
  const [zip, setZip] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const { run, busy } = useBusyAction(onSubmit);
  const error = submitted && !/^\d{5}$/.test(zip) ? 'Please enter a valid ZIP Code.' : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (/^\d{5}$/.test(zip)) void run(zip);
  };
  return (
    <form onSubmit={submit} noValidate>
      <TextField
        label="ZIP Code"
        hint="Delivery dates depend on it."
        name="zip"
        inputMode="numeric"
        autoComplete="postal-code"
        value={zip}
        onChange={(e) => setZip(e.target.value)}
        error={error}
        announce
      />
      <Button type="submit" busy={busy} busyLabel="Updating…">
        Update
      </Button>
    </form>
  );
}

const updateZip = fn((zip: string) => new Promise<void>((resolve) => setTimeout(resolve, 200, zip)));

/** A form inside a dialog: the first field takes focus, errors after submit are announced. */
export const WithForm: Story = {
  args: { defaultOpen: true, title: 'Change ZIP Code', description: undefined },
  render: (args) => (
    <Dialog {...args}>
      <ZipForm onSubmit={updateZip} />
    </Dialog>
  ),
  play: async ({ canvasElement }) => {
    updateZip.mockClear();
    const page = within(canvasElement.ownerDocument.body);
    const zip = await page.findByRole('textbox', { name: 'ZIP Code' });
    await waitFor(() => expect(zip).toHaveFocus());
    await userEvent.click(page.getByRole('button', { name: 'Update' }));
    await expect(page.getByRole('alert')).toHaveTextContent('Please enter a valid ZIP Code.');
    await expect(zip).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(zip, '60614');
    await userEvent.dblClick(page.getByRole('button', { name: 'Update' }));
    await expect(updateZip).toHaveBeenCalledTimes(1);
    await expect(updateZip).toHaveBeenCalledWith('60614');
    await waitFor(() => expect(page.getByRole('button', { name: 'Update' })).not.toHaveAttribute('aria-busy'));
  },
};

/** Long content scrolls inside the dialog; the page behind does not scroll. */
export const LongContent: Story = {
  args: {
    defaultOpen: true,
    title: 'Shipping & Returns',
    description: undefined,
    children: (
      <>
        {Array.from({ length: 30 }, (_, i) => (
          <p key={i}>
            Paragraph {i + 1}. Furniture is delivered by our white-glove partners, who will call to schedule a delivery
            window.
          </p>
        ))}
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument;
    const dialog = await within(doc.body).findByRole('dialog', { name: 'Shipping & Returns' });
    // Shown modal: `html:has(:modal)` stops the page scrolling (CSS; the browser suite checks it).
    await expect(dialog.matches(':modal')).toBe(true);
  },
};

/**
 * Opened from script (`hearth.open()`): there is no trigger, so the island passes
 * `returnFocus` and focus goes back there on close.
 */
export const OpenedFromScript: Story = {
  render: (args) => {
    function FromScript() {
      const [open, setOpen] = useState(false);
      const [link, setLink] = useState<HTMLAnchorElement | null>(null);
      return (
        <>
          <a
            href="#swatches"
            ref={setLink}
            onClick={(e) => {
              e.preventDefault();
              setOpen(true);
            }}
          >
            Order Free Swatches
          </a>
          <Dialog
            {...args}
            trigger={undefined}
            open={open}
            onOpenChange={setOpen}
            returnFocus={link}
            title="Order Free Swatches"
          >
            <p>Pick up to 5 swatches.</p>
          </Dialog>
        </>
      );
    }
    return <FromScript />;
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const link = page.getByRole('link', { name: 'Order Free Swatches' });
    await userEvent.click(link);
    const dialog = await page.findByRole('dialog', { name: 'Order Free Swatches' });
    // open, with the focus in it (closing gives it back to the link: dialog.test.tsx)
    await waitFor(() => expect(dialog.contains(canvasElement.ownerDocument.activeElement)).toBe(true));
  },
};
