import { Button, TextField } from '@hearth/ui';
import { clsx } from 'clsx';
import { listsMessage } from '../wording';
import { useChangeZip, type UseChangeZipOptions } from './use-change-zip';

/** Props of {@link ChangeZip}. */
export interface ChangeZipProps extends UseChangeZipOptions {
  /** Extra class on the wrapper. @default undefined */
  className?: string | undefined;
}

/**
 * The change-ZIP panel [ref: change-zip#screens, #rules, #validation]: the shopper's ZIP, a 'Show More' / 'Show Less' toggle
 * (the WAI-ARIA disclosure pattern) revealing the ZIP field, checked on the client then on the
 * server; a valid ZIP closes it, updates the ZIP the page's islands share and shows what delivery
 * there takes and costs when the server says (its `deliveryMessage`).
 */
export function ChangeZip({ className, ...options }: ChangeZipProps) {
  const state = useChangeZip(options);
  const { content } = state;
  return (
    <div className={clsx('hearth-change-zip', className)} data-state={state.revealed ? 'open' : 'closed'}>
      <div className="hearth-change-zip__bar">
        <p id={state.summaryId} className="hearth-change-zip__summary">
          {state.summary}
        </p>
        <button type="button" className="hearth-button hearth-button--link" {...state.toggleProps} />
      </div>
      {state.delivery && (
        <p id={state.deliveryId} className="hearth-field__hint">
          {state.delivery}
        </p>
      )}
      {content.shown && (
        // closing, the panel takes no press: a second 'Update' during its 275 ms would send again
        <div
          id={content.id}
          className="hearth-change-zip__content"
          data-state={content.state}
          inert={!state.revealed || undefined}
        >
          <form className="hearth-change-zip__form" noValidate onSubmit={state.submit}>
            <TextField {...state.fieldProps} fieldClassName="hearth-change-zip__field" />
            <Button type="submit" variant="secondary" busy={state.busy}>
              {listsMessage('update', 'Update')}
            </Button>
          </form>
        </div>
      )}
    </div>
  );
}
