import { IslandDialog, TextField } from '@hearth/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

/**
 * The Dialog of a popup island: in the page a button (`triggerLabel`) opens it; opened as a popup
 * (`hearth.open`, `data-island-open`) it shows at once, gives focus back to the opener and lets
 * the loader remove it once it has closed.
 */
const meta = {
  title: 'UI/IslandDialog',
  component: IslandDialog,
  args: {
    title: 'Reset password',
    triggerLabel: 'Reset password',
    triggerVariant: 'link',
    onOpenChange: fn(),
    children: <TextField label="Email Address" type="email" name="accountEmail" autoComplete="email" />,
  },
  argTypes: {
    triggerVariant: { control: 'inline-radio', options: ['primary', 'secondary', 'link'] },
    children: { control: false },
  },
} satisfies Meta<typeof IslandDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** In the page: a link-styled button opens it; Escape closes it and focus goes back. */
export const InThePage: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    const trigger = page.getByRole('button', { name: 'Reset password' });
    await userEvent.click(trigger);
    const dialog = await page.findByRole('dialog', { name: 'Reset password' });
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Email Address' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

const onClose = fn();

/** Opened as a popup: the loader's `onClose` and `opener` make it show at once and clean up after. */
export const OpenedAsPopup: Story = {
  render: (args) => {
    function FromScript() {
      const [opener, setOpener] = useState<HTMLAnchorElement | null>(null);
      const [shown, setShown] = useState(false);
      return (
        <>
          <a
            href="#reset"
            ref={setOpener}
            onClick={(event) => {
              event.preventDefault();
              setShown(true);
            }}
          >
            Forgot your password?
          </a>
          {shown && (
            <IslandDialog
              {...args}
              triggerLabel={undefined}
              opener={opener}
              onClose={() => {
                onClose();
                setShown(false);
              }}
            />
          )}
        </>
      );
    }
    return <FromScript />;
  },
  play: async ({ canvasElement }) => {
    onClose.mockClear();
    const page = within(canvasElement.ownerDocument.body);
    const link = page.getByRole('link', { name: 'Forgot your password?' });
    await userEvent.click(link);
    const dialog = await page.findByRole('dialog', { name: 'Reset password' });
    // open at once, the focus in it; closing gives it back and lets the loader remove it (island-dialog.test.tsx)
    await waitFor(() => expect(dialog.contains(canvasElement.ownerDocument.activeElement)).toBe(true));
    await expect(onClose).not.toHaveBeenCalled();
  },
};
