import { useCallback, useEffect, useId, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import {
  acceptTypedQuantity,
  DEFAULT_BOUNDS,
  disabledButtons,
  normalizeQuantity,
  quantityOnBlur,
  stepQuantity,
} from './quantity';
import { uiMessage } from '../wording';

/** Props of {@link useQuantitySelector} and `QuantitySelector`. */
export interface QuantitySelectorOptions {
  /** Controlled quantity. */
  value?: number;
  /** Initial quantity when uncontrolled. @default 1 */
  defaultValue?: number;
  /** Called with each new committed quantity. */
  onChange?: (value: number) => void;
  /** Name of the `<input>`, so a legacy form submits the quantity. */
  name?: string;
  /** Id of the input. @default a generated id */
  id?: string;
  /** Accessible name of the field. @default 'Quantity' */
  label?: string;
  /** @default 1 */
  min?: number;
  /** @default 99 */
  max?: number;
  /** Disables the field and both buttons (e.g. `isQuantityDisabled`). @default false */
  disabled?: boolean;
  /**
   * A change is being sent (the cart's update, or another action of its island): the stepper
   * ignores presses, keys and typing until it is done, so it never shows a quantity that was not
   * sent (a control that sends stays unavailable until the answer) [ref: README#every-island]. The field stays
   * focusable and read-only, and both it and the buttons are `aria-disabled`. When it ends, the
   * field shows `value` again (a change the server refused does not stay in it). @default false
   */
  busy?: boolean;
}

/** Keys of the WAI-ARIA spinbutton pattern and the change they make. */
const KEY_STEPS: Record<string, number> = { ArrowUp: 1, ArrowDown: -1, PageUp: 10, PageDown: -10 };

/**
 * State and props of a quantity stepper following the WAI-ARIA spinbutton pattern and
 * the rules of [ref: quantity-selector#validation]. Returns props for the input and the two buttons.
 */
export function useQuantitySelector(options: QuantitySelectorOptions) {
  const bounds = { min: options.min ?? DEFAULT_BOUNDS.min, max: options.max ?? DEFAULT_BOUNDS.max };
  const controlled = options.value !== undefined;
  const [own, setOwn] = useState(() => normalizeQuantity(options.value ?? options.defaultValue, bounds));
  const value = controlled ? normalizeQuantity(options.value, bounds) : own;
  const [text, setText] = useState(String(value));
  // The text last accepted, even before the render that shows it (Preact batches renders, so
  // two input events can arrive in between).
  const acceptedText = useRef(text);
  acceptedText.current = text;
  const [buttonUsed, setButtonUsed] = useState(false);
  const generatedId = useId();
  const { onChange } = options;

  const busy = options.busy ?? false;
  // A new value from outside (controlled, or the server) replaces what is shown; a field being
  // emptied to type anew stays empty.
  useEffect(() => setText((shown) => (shown === '' ? shown : String(value))), [value]);
  // So does the value once a send ends: a press that slipped in before the busy state rendered,
  // or a change the server refused, leaves no quantity in the field that the cart does not have.
  const wasBusy = useRef(busy);
  useEffect(() => {
    if (wasBusy.current && !busy) setText((shown) => (shown === '' ? shown : String(value)));
    wasBusy.current = busy;
  }, [busy, value]);

  const commit = useCallback(
    (next: number) => {
      if (busy) return;
      setText(String(next));
      if (!controlled) setOwn(next);
      if (next !== value) onChange?.(next);
    },
    [busy, controlled, onChange, value],
  );

  const step = (delta: number) => commit(stepQuantity(value, delta, bounds));
  const disabled = options.disabled ?? false;
  const buttons = disabledButtons(value, buttonUsed, bounds);

  const inputProps = {
    id: options.id ?? generatedId,
    name: options.name,
    type: 'text',
    inputMode: 'numeric' as const,
    pattern: '[0-9]*',
    autoComplete: 'off',
    maxLength: String(bounds.max).length,
    role: 'spinbutton',
    'aria-label': options.label ?? uiMessage('quantity', 'Quantity'),
    'aria-valuemin': bounds.min,
    'aria-valuemax': bounds.max,
    'aria-valuenow': value,
    'aria-disabled': busy || undefined,
    disabled,
    readOnly: busy,
    value: text,
    onChange(event: ChangeEvent<HTMLInputElement>) {
      const input = event.currentTarget;
      // [ref: quantity-selector#validation]: out-of-range values are ignored however they arrive (typed, pasted, autofilled);
      // so is any while busy (read-only stops typing, not every way a value arrives)
      const accepted = busy ? null : acceptTypedQuantity(input.value, bounds);
      // preact/compat (the script-tag build) re-renders a controlled input only when its state
      // changes: a rejected value ('0', 'ab') or one shown the same ('07' is '7') would stay in
      // the field, and a form around it would submit it. So the field gets its text back here.
      const shown = accepted ?? acceptedText.current;
      if (input.value !== shown) input.value = shown;
      if (accepted === null) return;
      acceptedText.current = accepted;
      if (accepted === '') setText('');
      else commit(Number(accepted));
    },
    onBlur() {
      if (text === '') commit(quantityOnBlur(text, bounds)); // [ref: quantity-selector#validation]: empty on blur resets to 1
    },
    onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
      const delta = KEY_STEPS[event.key];
      if (delta !== undefined) {
        event.preventDefault();
        // Page keys move by ten but stop at the bounds; arrows wrap like the buttons.
        const paged = Math.abs(delta) > 1;
        commit(paged ? normalizeQuantity(value + delta, bounds) : stepQuantity(value, delta, bounds));
      } else if (event.key === 'Home' || event.key === 'End') {
        event.preventDefault();
        commit(event.key === 'Home' ? bounds.min : bounds.max);
      }
    },
  };

  const buttonProps = (delta: 1 | -1, label: string, isDisabled: boolean) => ({
    type: 'button' as const,
    'aria-label': label,
    'aria-controls': inputProps.id,
    // WAI-ARIA spinbutton: the field takes the keyboard, the buttons stay out of the tab order.
    tabIndex: -1,
    disabled: disabled || isDisabled,
    'aria-disabled': busy || undefined,
    onClick() {
      setButtonUsed(true);
      step(delta);
    },
  });

  return {
    value,
    inputProps,
    decrementProps: buttonProps(-1, uiMessage('decreaseQuantity', 'Decrease quantity'), buttons.decrease),
    incrementProps: buttonProps(1, uiMessage('increaseQuantity', 'Increase quantity'), buttons.increase),
  };
}
