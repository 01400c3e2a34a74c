import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { useField, type FieldInputProps, type UseFieldOptions } from './use-field';

/** Name of the part, used in class names and error messages. */
export const FIELD_NAME = 'Field';

/** Props of {@link Field}. */
export interface FieldProps extends UseFieldOptions {
  /** The visible label. */
  label: ReactNode;
  /**
   * Renders the control. It receives the props that tie it to the label, hint and error:
   * spread them on the `<input>`, `<select>` or `<textarea>`.
   */
  children: (inputProps: FieldInputProps) => ReactNode;
  /**
   * Class on the wrapper.
   * @default undefined
   */
  className?: string;
}

/**
 * A form field: label, optional hint, optional error, and any control. A render prop (rather than
 * cloning the child) keeps the wiring explicit and works with any control:
 *
 * ```tsx
 * <Field label="ZIP Code" hint="5 digits" error={errors.zip}>
 *   {(props) => <input {...props} name="zip" inputMode="numeric" />}
 * </Field>
 * ```
 */
export function Field({ label, children, className, ...options }: FieldProps) {
  const { labelProps, inputProps, hintProps, errorProps, invalid, error } = useField(options);
  return (
    <div className={clsx('hearth-field', className)} data-invalid={invalid || undefined}>
      <label {...labelProps} className="hearth-field__label">
        {label}
      </label>
      {options.hint != null && options.hint !== false && options.hint !== '' && (
        <p {...hintProps} className="hearth-field__hint">
          {options.hint}
        </p>
      )}
      {children(inputProps)}
      {invalid && (
        <p {...errorProps} className="hearth-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
