import { useId, type HTMLAttributes, type LabelHTMLAttributes, type ReactNode } from 'react';
import { useSteadyWhilePressing } from './press';

/** Options of {@link useField}. */
export interface UseFieldOptions {
  /**
   * The input's id; generated when absent.
   * @default undefined
   */
  id?: string | undefined;
  /**
   * Hint text; when present the input is described by it.
   * @default undefined
   */
  hint?: ReactNode;
  /**
   * Error message; when present the input is `aria-invalid` and described by it.
   * @default undefined
   */
  error?: ReactNode;
  /**
   * Announce the error as it appears (`role="alert"`). Set it for errors that result from a
   * submit (or a server answer) and leave it off for errors shown while typing or on blur:
   * those are read through `aria-describedby` when the field has focus, and announcing each
   * keystroke's verdict would drown the person in alerts.
   * @default false
   */
  announce?: boolean | undefined;
  /**
   * Extra ids the input is also described by (kept before the hint and error).
   * @default undefined
   */
  describedBy?: string | undefined;
}

/** Props for the input an island renders inside a field. */
export interface FieldInputProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

/** What {@link useField} returns. */
export interface FieldAria {
  labelProps: LabelHTMLAttributes<HTMLLabelElement> & { id: string; htmlFor: string };
  inputProps: FieldInputProps;
  hintProps: HTMLAttributes<HTMLElement> & { id: string };
  errorProps: HTMLAttributes<HTMLElement> & { id: string };
  /** `true` when an error is shown. */
  invalid: boolean;
  /** The error to show: `error`, except that one changing during a press waits for its click. */
  error: ReactNode;
}

function present(node: ReactNode): boolean {
  return node != null && node !== false && node !== '';
}

/**
 * Wires a label, a hint and an error to one input [ref: README#every-island]: the label names it, the hint and
 * the error describe it (`aria-describedby`, hint then error), and an error sets `aria-invalid`.
 * An error that comes or goes while the pointer is pressing (the blur of pressing Submit) shows
 * once the press has clicked, so the line it adds cannot move the button from under the pointer.
 */
export function useField({ id, hint, error: errorProp, announce = false, describedBy }: UseFieldOptions): FieldAria {
  const error = useSteadyWhilePressing(errorProp);
  const generated = useId();
  const inputId = id ?? `hearth-field-${generated}`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const invalid = present(error);
  const describedByIds = [describedBy, present(hint) ? hintId : null, invalid ? errorId : null]
    .filter(Boolean)
    .join(' ');

  const inputProps: FieldInputProps = { id: inputId };
  if (describedByIds) inputProps['aria-describedby'] = describedByIds;
  if (invalid) inputProps['aria-invalid'] = true;

  return {
    invalid,
    error,
    labelProps: { id: `${inputId}-label`, htmlFor: inputId },
    inputProps,
    hintProps: { id: hintId },
    errorProps: { id: errorId, role: announce ? 'alert' : undefined },
  };
}
