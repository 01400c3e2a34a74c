import { useQuantitySelector, type QuantitySelectorOptions } from './use-quantity-selector';

/** Props of {@link QuantitySelector}. */
export interface QuantitySelectorProps extends QuantitySelectorOptions {
  /** Extra class on the wrapper. */
  className?: string;
}

/**
 * Quantity stepper [ref: quantity-selector#validation, #limits]: a spinbutton between 'Decrease quantity' and
 * 'Increase quantity' buttons. It renders a real `<input name>` so a legacy form
 * posting around it submits the quantity.
 */
export function QuantitySelector({ className, ...options }: QuantitySelectorProps) {
  const { inputProps, decrementProps, incrementProps } = useQuantitySelector(options);
  return (
    <div
      // (no clsx: the page of steppers carries nothing it does not use)
      className={className ? `hearth-quantity ${className}` : 'hearth-quantity'}
      data-disabled={options.disabled ? '' : undefined}
      data-busy={options.busy ? '' : undefined}
    >
      <button className="hearth-quantity__button" {...decrementProps}>
        <span aria-hidden="true">−</span>
      </button>
      <input className="hearth-quantity__input" {...inputProps} />
      <button className="hearth-quantity__button" {...incrementProps}>
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
