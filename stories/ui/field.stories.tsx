import { Button, Field, TextField } from '@hearth/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type FormEvent } from 'react';
import { expect, userEvent, within } from 'storybook/test';

const meta = {
  title: 'UI/Field',
  component: TextField,
  args: { label: 'ZIP Code', name: 'zip' },
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'ZIP Code' });
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

/** A hint describes the field. */
export const WithHint: Story = {
  args: { hint: 'Delivery dates depend on it.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'ZIP Code' });
    await expect(input).toHaveAccessibleDescription('Delivery dates depend on it.');
  },
};

/** An error: `aria-invalid` and described by the message (after the hint). Not an alert. */
export const WithError: Story = {
  args: { hint: 'Delivery dates depend on it.', error: 'Please enter a valid ZIP Code.', defaultValue: '6061' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'ZIP Code' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Delivery dates depend on it. Please enter a valid ZIP Code.');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

function SubmitForm() {
  const [email, setEmail] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const error = submitted && !email.includes('@') ? 'Please enter a valid email address.' : undefined;
  return (
    <form
      noValidate
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        setSubmitted(true);
      }}
    >
      <TextField
        label="Email"
        type="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={error}
        announce
      />
      <Button type="submit">Continue</Button>
    </form>
  );
}

/** Errors that appear after a submit are announced once (`announce` → `role="alert"`). */
export const ErrorAfterSubmit: Story = {
  render: () => <SubmitForm />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please enter a valid email address.');
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
  },
};

/** `Field` with a render prop wraps any control, here a `<select>`. */
export const WithSelect: Story = {
  render: () => (
    <Field label="State" hint="Where we deliver." error="Please select a state.">
      {(props) => (
        <select {...props} className="hearth-field__input">
          <option value="">Select</option>
          <option value="IL">Illinois</option>
        </select>
      )}
    </Field>
  ),
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'State' });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('Where we deliver. Please select a state.');
  },
};
