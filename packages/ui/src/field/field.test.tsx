import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { seriousAxeViolations } from '../testing/axe';
import { Field } from './field';
import { TextField } from './text-field';
import { usePressGuard } from './use-press-guard';
import { waitingChoiceProps, waitingSelectProps } from './waiting-choice';

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
        <Field label="First" hint="a">
          {(p) => <input {...p} />}
        </Field>
        <Field label="Second" hint="b">
          {(p) => <input {...p} />}
        </Field>
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

describe('Field during a press (the lost first click)', () => {
  function ZipForm({ onSubmit }: { onSubmit: () => void }) {
    const [value, setValue] = useState('');
    const [touched, setTouched] = useState(false);
    const error = touched && !/^\d{5}$/.test(value) ? 'Please enter a valid ZIP Code.' : undefined;
    return (
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <TextField
          label="ZIP Code"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          onBlur={() => setTouched(true)}
          error={error}
        />
        <button type="submit">Apply</button>
      </form>
    );
  }

  it('an error from the blur of pressing a button shows once the press has clicked: the click lands', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<ZipForm onSubmit={onSubmit} />);
    const zip = screen.getByRole('textbox', { name: 'ZIP Code' });
    await user.type(zip, '12');
    const apply = screen.getByRole('button', { name: 'Apply' });
    // The layout at release decides where the click goes: no error line may appear before it.
    let invalidAtRelease: string | null = 'unset';
    apply.addEventListener('mouseup', () => (invalidAtRelease = zip.getAttribute('aria-invalid')));
    await user.click(apply);
    expect(invalidAtRelease).toBeNull();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(zip).toHaveAttribute('aria-invalid', 'true');
    expect(zip).toHaveAccessibleDescription('Please enter a valid ZIP Code.');
  });

  it('leaving the field by keyboard shows the error at once', async () => {
    const user = userEvent.setup();
    render(<ZipForm onSubmit={() => {}} />);
    await user.type(screen.getByRole('textbox', { name: 'ZIP Code' }), '12');
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'ZIP Code' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('a press that makes no click (released elsewhere) shows the error shortly after', async () => {
    const user = userEvent.setup();
    render(
      <>
        <ZipForm onSubmit={() => {}} />
        <p>Elsewhere</p>
      </>,
    );
    const zip = screen.getByRole('textbox', { name: 'ZIP Code' });
    await user.type(zip, '12');
    await user.pointer([{ keys: '[MouseLeft>]', target: screen.getByRole('button', { name: 'Apply' }) }]);
    expect(zip).not.toHaveAttribute('aria-invalid');
    await user.pointer([{ keys: '[/MouseLeft]', target: screen.getByText('Elsewhere') }]);
    await waitFor(() => expect(zip).toHaveAttribute('aria-invalid', 'true'));
  });
});

describe('usePressGuard', () => {
  /** A form of one field and a Cancel button; what the guard said at each of the field's blurs. */
  function renderEmailForm(): boolean[] {
    const seen: boolean[] = [];
    function Form() {
      const guard = usePressGuard();
      return (
        <form {...guard.formProps}>
          <input aria-label="Email" onBlur={() => seen.push(guard.fromPress())} />
          <button type="button">Cancel</button>
        </form>
      );
    }
    render(<Form />);
    return seen;
  }

  it('tells a blur from pressing one of the form’s buttons from a blur by keyboard', async () => {
    const user = userEvent.setup();
    const seen = renderEmailForm();
    const email = screen.getByRole('textbox', { name: 'Email' });
    await user.click(email);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(email);
    await user.tab();
    expect(seen).toEqual([true, false]);
  });

  it('before any press a blur is no press; after a button was pressed and clicked, a keyboard blur is none either', async () => {
    const user = userEvent.setup();
    const seen = renderEmailForm();
    // focus leaving with no key and no press at all (a script, another window)
    const email = screen.getByRole('textbox', { name: 'Email' });
    act(() => email.focus());
    act(() => email.blur());
    expect(seen).toEqual([false]);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    // back into the field by keyboard: no pointer press between the click and this blur
    await user.tab({ shift: true });
    await user.tab();
    expect(seen).toEqual([false, false]);
  });

  it('a press on the form outside its buttons (text, a link) is no button press; one on a button’s inner text is', async () => {
    const user = userEvent.setup();
    const seen: boolean[] = [];
    function Form() {
      const guard = usePressGuard();
      return (
        <form {...guard.formProps}>
          <input aria-label="Email" onBlur={() => seen.push(guard.fromPress())} />
          <p>We never share your email.</p>
          <a href="#terms">Terms</a>
          <button type="button">
            <span>Cancel</span>
          </button>
        </form>
      );
    }
    render(<Form />);
    const email = screen.getByRole('textbox', { name: 'Email' });
    await user.click(email);
    await user.pointer([{ keys: '[MouseLeft>]', target: screen.getByText('We never share your email.') }]);
    email.blur();
    await user.pointer([{ keys: '[/MouseLeft]', target: screen.getByText('We never share your email.') }]);
    await user.click(email);
    await user.click(screen.getByRole('link', { name: 'Terms' }));
    await user.click(email);
    await user.click(screen.getByText('Cancel'));
    expect(seen).toEqual([false, false, true]);
  });
});

describe('waitingChoiceProps', () => {
  function Choices({ waiting, onChange }: { waiting: boolean; onChange: () => void }) {
    return (
      <>
        <label>
          <input type="radio" name="ship" defaultChecked onChange={onChange} {...waitingChoiceProps(waiting)} />
          Ship
        </label>
        <label>
          <input type="radio" name="ship" onChange={onChange} {...waitingChoiceProps(waiting)} />
          Pick Up
        </label>
        <label>
          <input type="checkbox" onChange={onChange} {...waitingChoiceProps(waiting)} />
          Gift
        </label>
      </>
    );
  }

  it('while waiting: aria-disabled, not disabled (focus stays), and a click or Space changes nothing', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Choices waiting onChange={onChange} />);
    const pickUp = screen.getByRole('radio', { name: 'Pick Up' });
    const gift = screen.getByRole('checkbox', { name: 'Gift' });
    expect(pickUp).toHaveAttribute('aria-disabled', 'true');
    expect(pickUp).not.toBeDisabled();
    await user.click(pickUp);
    expect(pickUp).not.toBeChecked();
    expect(pickUp).toHaveFocus();
    await user.click(gift);
    await user.keyboard(' ');
    expect(gift).not.toBeChecked();
    expect(gift).toHaveFocus();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('otherwise adds nothing: the choice works as usual', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Choices waiting={false} onChange={onChange} />);
    expect(screen.getByRole('checkbox', { name: 'Gift' })).not.toHaveAttribute('aria-disabled');
    await user.click(screen.getByRole('radio', { name: 'Pick Up' }));
    await user.click(screen.getByRole('checkbox', { name: 'Gift' }));
    expect(screen.getByRole('radio', { name: 'Pick Up' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Gift' })).toBeChecked();
    expect(onChange).toHaveBeenCalledTimes(2);
  });
});

describe('waitingSelectProps', () => {
  function DateSelect({ waiting, onChange }: { waiting: boolean; onChange: (value: string) => void }) {
    const [value, setValue] = useState('');
    return (
      <label>
        Holiday date
        <select
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            onChange(event.target.value);
          }}
          {...waitingSelectProps(waiting, value)}
        >
          <option value="">None</option>
          <option value="2026-12-15">Dec 15</option>
        </select>
      </label>
    );
  }

  it('while waiting: aria-disabled, not disabled (focus stays), and a choice is put back', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<DateSelect waiting onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Holiday date' });
    expect(select).toHaveAttribute('aria-disabled', 'true');
    expect(select).not.toBeDisabled();
    await user.selectOptions(select, '2026-12-15');
    expect(select).toHaveValue('');
    expect(select).toHaveFocus();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('otherwise adds nothing: the choice is made', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<DateSelect waiting={false} onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Holiday date' });
    expect(select).not.toHaveAttribute('aria-disabled');
    await user.selectOptions(select, '2026-12-15');
    expect(select).toHaveValue('2026-12-15');
    expect(onChange).toHaveBeenCalledWith('2026-12-15');
  });
});

describe('Field and TextField, what they draw', () => {
  it("the field's classes, data-invalid only with an error, and the label's id after the input's", () => {
    const { rerender } = render(
      <Field label="ZIP Code" id="zip" className="hearth-change-zip__field" error="Please enter a valid ZIP Code.">
        {(props) => <input {...props} />}
      </Field>,
    );
    const field = screen.getByRole('textbox', { name: 'ZIP Code' }).parentElement!;
    expect(field.className).toBe('hearth-field hearth-change-zip__field');
    expect(field).toHaveAttribute('data-invalid', 'true');
    expect(screen.getByText('ZIP Code')).toHaveAttribute('id', 'zip-label');
    rerender(
      <Field label="ZIP Code" id="zip">
        {(props) => <input {...props} />}
      </Field>,
    );
    expect(field).not.toHaveAttribute('data-invalid');
  });

  it.each([[''], [false], [null], [undefined]])('hint %j: no hint and no description', (hint) => {
    const { container } = render(
      <Field label="ZIP Code" hint={hint as never} error="">
        {(props) => <input {...props} />}
      </Field>,
    );
    expect(container.querySelector('.hearth-field__hint, .hearth-field__error')).toBeNull();
    const input = screen.getByRole('textbox', { name: 'ZIP Code' });
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('a hint of 0 is a hint', () => {
    render(
      <Field label="Items" hint={0}>
        {(props) => <input {...props} />}
      </Field>,
    );
    expect(screen.getByRole('textbox', { name: 'Items' })).toHaveAccessibleDescription('0');
  });

  it("TextField: a text input by default, the input's class beside its own", () => {
    render(<TextField label="Promo Code" className="hearth-promo__input" />);
    const input = screen.getByRole('textbox', { name: 'Promo Code' });
    expect(input).toHaveAttribute('type', 'text');
    expect(input.className).toBe('hearth-field__input hearth-promo__input');
  });
});

describe('Field during a press, the page-wide press', () => {
  function Zip({ error }: { error?: string }) {
    return <TextField label="ZIP Code" error={error} />;
  }
  const invalid = () => screen.getByRole('textbox', { name: 'ZIP Code' }).getAttribute('aria-invalid');

  it('a press that ends with no click at all (pointerup, no click) lets the error show 300 ms later', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    onTestFinished(() => void vi.useRealTimers());
    const { rerender } = render(<Zip />);
    fireEvent.pointerDown(document.body);
    rerender(<Zip error="Please enter a valid ZIP Code." />);
    expect(invalid()).toBeNull();
    fireEvent.pointerUp(document.body);
    act(() => void vi.advanceTimersByTime(299));
    expect(invalid()).toBeNull();
    act(() => void vi.advanceTimersByTime(1));
    expect(invalid()).toBe('true');
  });

  it('a click that the page stops on its way still ends the press (the fields hear it first)', () => {
    const { rerender } = render(
      <>
        <Zip />
        <button type="button">Apply</button>
      </>,
    );
    const apply = screen.getByRole('button', { name: 'Apply' });
    apply.addEventListener('click', (event) => event.stopPropagation());
    apply.addEventListener('pointerdown', (event) => event.stopPropagation());
    fireEvent.pointerDown(apply);
    rerender(
      <>
        <Zip error="Please enter a valid ZIP Code." />
        <button type="button">Apply</button>
      </>,
    );
    expect(invalid()).toBeNull();
    fireEvent.click(apply);
    expect(invalid()).toBe('true');
  });

  it('one field leaving the page leaves the others holding their error during a press', () => {
    const { rerender } = render(
      <>
        <Zip />
        <TextField label="City" />
      </>,
    );
    rerender(<Zip />);
    fireEvent.pointerDown(document.body);
    rerender(<Zip error="Please enter a valid ZIP Code." />);
    expect(invalid()).toBeNull();
    fireEvent.click(document.body);
    expect(invalid()).toBe('true');
  });

  it('the last field leaving during a press ends it: the next field shows its error at once', () => {
    const first = render(<Zip />);
    fireEvent.pointerDown(document.body);
    first.unmount();
    const { rerender } = render(<Zip />);
    rerender(<Zip error="Please enter a valid ZIP Code." />);
    expect(invalid()).toBe('true');
  });

  it('with no field in the page, nothing listens: a press then is not held against the next field', () => {
    const field = render(<Zip />);
    // each listener removed as it was added, capturing (a browser keeps one removed without it;
    // happy-dom does not tell them apart)
    const removed = vi.spyOn(document, 'removeEventListener');
    field.unmount();
    const types = ['pointerdown', 'click', 'keydown', 'pointercancel', 'pointerup'];
    for (const type of types)
      expect(removed.mock.calls.filter(([name]) => name === type).map(([, , capture]) => capture)).toEqual([true]);
    fireEvent.pointerDown(document.body);
    const { rerender } = render(<Zip />);
    rerender(<Zip error="Please enter a valid ZIP Code." />);
    expect(invalid()).toBe('true');
    fireEvent.click(document.body);
  });
});
