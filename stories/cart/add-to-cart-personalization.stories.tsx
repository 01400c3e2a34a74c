import { AddToCart } from '@hearth/cart';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MONOGRAM, TOWEL, withDemoEndpoints } from './add-to-cart-fixtures';

/** The personalization fields and each of their error messages. */
const meta = {
  title: 'Cart/Add to cart/Personalization errors',
  component: AddToCart,
  decorators: [withDemoEndpoints],
  args: { items: TOWEL, personalization: MONOGRAM },
} satisfies Meta<typeof AddToCart>;
export default meta;
type Story = StoryObj<typeof meta>;

const answerWith = (code: string, description: string, elementName = '') => ({
  msw: {
    handlers: [
      http.post('*/api/demo/cart/monogram-confirmation', () =>
        HttpResponse.json({ isSuccess: false, errors: [{ code, elementName, description }] }),
      ),
    ],
  },
});

async function typeAndAdd(canvasElement: HTMLElement, line1: string, line2 = '') {
  const canvas = within(canvasElement);
  if (line1) await userEvent.type(canvas.getByRole('textbox', { name: 'Line 1' }), line1);
  if (line2) await userEvent.type(canvas.getByRole('textbox', { name: 'Line 2' }), line2);
  await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }));
  return canvas;
}

const legendStory = (code: string, description: string, line1 = 'JMA'): Story => ({
  parameters: answerWith(code, description),
  play: async ({ canvasElement }) => {
    const canvas = await typeAndAdd(canvasElement, line1);
    await waitFor(() =>
      expect(canvas.getByRole('group', { name: 'Monogram' })).toHaveAccessibleDescription(description),
    );
    await expect(canvas.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
  },
});

/** The fields before anything is sent. */
export const Fields: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('group', { name: 'Monogram' })).toBeVisible());
  },
};

// [ref: add-to-cart#validation]: not in-house and every line empty.
/** Every personalization line left empty: the error shows on the first line, and nothing is sent. */
export const EmptyLines: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await typeAndAdd(canvasElement, '');
    // the check runs in the sending code, which the click loads first
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: 'Line 1' })).toHaveAttribute('aria-invalid', 'true'),
    );
    await expect(canvas.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
  },
};

/** E1001 flags the legend (the demo server answers it when no template is chosen). */
export const E1001Legend: Story = {
  name: 'E1001: the legend',
  args: { personalization: { ...MONOGRAM, templateName: '' } },
  play: async ({ canvasElement }) => {
    const canvas = await typeAndAdd(canvasElement, 'JMA');
    await waitFor(() =>
      expect(canvas.getByRole('group', { name: 'Monogram' })).toHaveAccessibleDescription(
        'Please choose a monogram style.',
      ),
    );
  },
};
/** E1002 flags the legend. */
export const E1002Legend = {
  ...legendStory('E1002', 'Each line may have up to 12 characters.'),
  name: 'E1002: the legend',
};
/** E1003 flags the legend. */
export const E1003Legend = {
  ...legendStory('E1003', 'This thread colour is not available.'),
  name: 'E1003: the legend',
};

/** E2001 flags the summary. */
export const E2001Summary: Story = {
  name: 'E2001: the summary',
  parameters: answerWith('E2001', 'Please enter your personalization text.'),
  play: async ({ canvasElement }) => {
    const canvas = await typeAndAdd(canvasElement, 'JMA');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Please enter your personalization text.');
  },
};

/** E3001 flags the profane text lines (the demo server refuses 'damn', 'hell', 'crap'). */
export const E3001ProfaneLine: Story = {
  name: 'E3001: a profane line',
  play: async ({ canvasElement }) => {
    const canvas = await typeAndAdd(canvasElement, 'JMA', 'what the hell');
    const line2 = canvas.getByRole('textbox', { name: 'Line 2' });
    await waitFor(() => expect(line2).toHaveAttribute('aria-invalid', 'true'));
    await expect(line2).toHaveAccessibleDescription(
      'Please change your text. It contains words we are unable to personalize.',
    );
  },
};

/** Any other code flags Text1. */
export const OtherCodeText1: Story = {
  name: 'Any other code: line 1',
  parameters: answerWith('E4100', 'We could not render this personalization.', 'Text2'),
  play: async ({ canvasElement }) => {
    const canvas = await typeAndAdd(canvasElement, '', 'JMA');
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: 'Line 1' })).toHaveAccessibleDescription(
        'We could not render this personalization.',
      ),
    );
  },
};
