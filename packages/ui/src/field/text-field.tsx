import { clsx } from 'clsx';
import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { Field } from './field';

/** Props of {@link TextField}: every `<input>` attribute plus the field's own. */
export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> {
  /** The visible label. */
  label: ReactNode;
  /** Hint text. @default undefined */
  hint?: ReactNode;
  /** Error message; sets `aria-invalid`. @default undefined */
  error?: ReactNode;
  /** Announce the error as it appears (see `useField`). @default false */
  announce?: boolean;
  /** Class on the wrapper (`className` goes on the input). @default undefined */
  fieldClassName?: string;
}

/** A labelled text input: {@link Field} with an `<input>`. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  {
    label,
    hint,
    error,
    announce,
    fieldClassName,
    id,
    className,
    'aria-describedby': describedBy,
    type = 'text',
    ...input
  },
  ref,
) {
  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      announce={announce}
      id={id}
      describedBy={describedBy}
      className={fieldClassName}
    >
      {(inputProps) => (
        <input {...input} {...inputProps} ref={ref} type={type} className={clsx('hearth-field__input', className)} />
      )}
    </Field>
  );
});
TextField.displayName = 'TextField';
