import { QuantitySelector } from '@hearth/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

const meta = {
  title: 'Islands/Quantity selector',
  component: QuantitySelector,
  args: { defaultValue: 1, name: 'qty', label: 'Quantity', onChange: fn() },
} satisfies Meta<typeof QuantitySelector>;
export default meta;
type Story = StoryObj<typeof meta>;

const parts = (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  return {
    input: canvas.getByRole('spinbutton', { name: 'Quantity' }),
    minus: canvas.getByRole('button', { name: 'Decrease quantity' }),
    plus: canvas.getByRole('button', { name: 'Increase quantity' }),
  };
};

/** Starts at 1; both buttons stay enabled until one has been used. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const { input, minus, plus } = parts(canvasElement);
    await expect(input).toHaveValue('1');
    await expect(minus).toBeEnabled();
    await userEvent.click(plus);
    await expect(input).toHaveValue('2');
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
  },
};

/** At the minimum after a button was used: minus is disabled. */
export const AtMinimum: Story = {
  args: { defaultValue: 2 },
  play: async ({ canvasElement }) => {
    const { input, minus } = parts(canvasElement);
    await userEvent.click(minus);
    await expect(input).toHaveValue('1');
    await expect(minus).toBeDisabled();
  },
};

// [ref: quantity-selector#validation]: stepping past a bound wraps to 1.
/** At 99, plus goes round to 1: stepping past either end starts again at 1. */
export const AtMaximum: Story = {
  args: { defaultValue: 99 },
  play: async ({ canvasElement }) => {
    const { input, plus } = parts(canvasElement);
    await expect(plus).toBeEnabled();
    await userEvent.click(plus);
    await expect(input).toHaveValue('1');
  },
};

/** Typing: out-of-range values are ignored, an empty field resets to 1 on blur. */
export const Typing: Story = {
  args: { defaultValue: 5 },
  play: async ({ canvasElement }) => {
    const { input } = parts(canvasElement);
    await userEvent.clear(input);
    await userEvent.type(input, '120');
    await expect(input).toHaveValue('12');
    await userEvent.clear(input);
    await userEvent.tab();
    await expect(input).toHaveValue('1');
  },
};

/** Keyboard: WAI-ARIA spinbutton (arrows, Home, End, Page Up/Down). */
export const Keyboard: Story = {
  args: { defaultValue: 10 },
  play: async ({ canvasElement }) => {
    const { input } = parts(canvasElement);
    input.focus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveAttribute('aria-valuenow', '11');
    await userEvent.keyboard('{End}');
    await expect(input).toHaveValue('99');
    await userEvent.keyboard('{Home}');
    await expect(input).toHaveValue('1');
  },
};

/** Disabled (e.g. `isQuantityDisabled` on a checkout item). */
export const Disabled: Story = {
  args: { defaultValue: 3, disabled: true },
  play: async ({ canvasElement }) => {
    const { input, plus } = parts(canvasElement);
    await expect(input).toBeDisabled();
    await expect(plus).toBeDisabled();
  },
};

/** Busy: a change is being sent (the cart's update); presses, keys and typing wait for the answer. */
export const Busy: Story = {
  args: { defaultValue: 3, busy: true },
  play: async ({ canvasElement, args }) => {
    const { input, plus } = parts(canvasElement);
    await expect(input).toHaveAttribute('aria-disabled', 'true');
    await expect(plus).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(plus);
    await expect(input).toHaveValue('3');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
