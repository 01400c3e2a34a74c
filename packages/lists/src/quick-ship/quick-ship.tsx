import { clsx } from 'clsx';
import { listsMessage } from '../wording';
import { QuickShipPanel } from './lazy-popups';
import { useQuickShip, type UseQuickShipOptions } from './use-quick-ship';

/** Props of {@link QuickShip}. */
export interface QuickShipProps extends UseQuickShipOptions {
  /** The button's text. @default "See What's Available Soonest" */
  triggerLabel?: string | undefined;
  /** Extra class on the wrapper. @default undefined */
  className?: string | undefined;
}

/**
 * Quick-ship [ref: quick-ship]: a button opening "See What's Available Soonest" from the right,
 * with the available and backordered ready-made versions of the product.
 */
export function QuickShip({
  triggerLabel = listsMessage('quickShipTitle', "See What's Available Soonest"),
  className,
  ...options
}: QuickShipProps) {
  const state = useQuickShip(options);
  // the lookup's "no quick-ship" leaves the button out, unless the panel is already open
  if (state.hidden && !state.open) return null;
  return (
    <div className={clsx('hearth-quick-ship', className)}>
      <button
        type="button"
        className="hearth-button hearth-button--link hearth-quick-ship__trigger"
        {...state.triggerProps}
      >
        {triggerLabel}
      </button>
      {state.availabilityMessage ? (
        <p id={state.messageId} className="hearth-quick-ship__message">
          {state.availabilityMessage}
        </p>
      ) : (
        // the line's place while the lookup is out: a placeholder bar, for the eye only (the button works meanwhile)
        state.availabilityPending && (
          <span className="hearth-quick-ship__message hearth-quick-ship__pending" aria-hidden="true" />
        )
      )}
      {state.opened && <QuickShipPanel.Component {...state.panelProps} />}
    </div>
  );
}
