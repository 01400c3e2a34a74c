import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../testing/axe';
import { Field } from './field';
import { TextField } from './text-field';

describe('Field', () => {
  it('labels the control and describes it by the hint', async () => {
    render(
      <Field label="ZIP Code" hint="5 digits">
        {(props) => <input {...props} name="zip" />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'ZIP Code' });
    expect(input).toHaveAccessibleDescription('5 digits');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('an error sets aria-invalid and joins the description after the hint', async () => {
    render(
      <Field id="zip" label="ZIP Code" hint="5 digits" error="Please enter a valid ZIP Code.">
        {(props) => <input {...props} />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'ZIP Code' });
    expect(input).toHaveAttribute('id', 'zip');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-describedby', 'zip-hint zip-error');
    expect(input).toHaveAccessibleDescription('5 digits Please enter a valid ZIP Code.');
    // Not announced unless asked: the message is read with the field.
    expect(screen.queryByRole('alert')).toBeNull();
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('announce gives the error role="alert" (errors after a submit)', () => {
    render(
      <Field label="Email" error="Please enter a valid email address." announce>
        {(props) => <input type="email" {...props} />}
      </Field>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address.');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Please enter a valid email address.',
    );
  });

  it('generates distinct ids for two fields', () => {
    render(
      <>
        <Field label="First" hint="a">{(p) => <input {...p} />}</Field>
        <Field label="Second" hint="b">{(p) => <input {...p} />}</Field>
      </>,
    );
    const first = screen.getByRole('textbox', { name: 'First' });
    const second = screen.getByRole('textbox', { name: 'Second' });
    expect(first.id).not.toBe(second.id);
    expect(first).toHaveAccessibleDescription('a');
    expect(second).toHaveAccessibleDescription('b');
  });
});

describe('TextField', () => {
  it('passes input attributes, forwards its ref, keeps extra describedby ids', async () => {
    const user = userEvent.setup();
    const ref = createRef<HTMLInputElement>();
    render(
      <>
        <p id="note">We never share it.</p>
        <TextField ref={ref} label="Email" name="email" type="email" aria-describedby="note" error="Required" />
      </>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(ref.current).toBe(input);
    expect(input).toHaveAttribute('name', 'email');
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAccessibleDescription('We never share it. Required');
    await user.type(input, 'a@b.co');
    expect(input).toHaveValue('a@b.co');
    expect(await seriousAxeViolations()).toEqual([]);
  });
});
