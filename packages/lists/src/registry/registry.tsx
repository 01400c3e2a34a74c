import { Button, uiMessage } from '@hearth/ui';
import { clsx } from 'clsx';
import { useId, type RefObject } from 'react';
import { formatMessage } from '@hearth/core';
import { listsMessage } from '../wording';
import { registrantListUrl } from '../shared/links';
import { RegistryPopup } from './lazy-popups';
import { useRegistry, type UseRegistryOptions } from './use-registry';

/** Props of {@link Registry}. */
export type RegistryProps = UseRegistryOptions & {
  /** Extra class on the wrapper. @default undefined */
  className?: string | undefined;
};

/**
 * Registry add [ref: registry]: the 'Add to Registry' button (an edit link with the quantity
 * wanted once the item is in the registry), 'Add all to Registry', and the terms, chooser and
 * confirmation popups, loaded on first use.
 */
export function Registry({ className, ...options }: RegistryProps) {
  const state = useRegistry(options);
  const errorId = useId();
  const reasonId = useId();
  if (state.hidden) return null;
  const { popup, edit } = state;
  // a piece made to order cannot go on a registry: said beside the disabled button
  const reason = state.madeToOrder && !edit;
  const editLabel =
    edit && formatMessage(listsMessage('editRegistry', 'Edit Registry ({n} Wanted)'), { n: edit.wants });
  return (
    <div className={clsx('hearth-registry', options.small && 'hearth-registry--small', className)}>
      {edit ? (
        edit.registryId !== undefined ? (
          <a
            ref={state.buttonRef as RefObject<HTMLAnchorElement | null>}
            className="hearth-registry__edit"
            href={registrantListUrl(edit.registryId)}
            target="_blank"
            rel="noopener"
          >
            {editLabel}
            <span className="hearth-visually-hidden"> {uiMessage('newWindow', '(opens in a new window)')}</span>
          </a>
        ) : (
          <p className="hearth-registry__edit">{editLabel}</p>
        )
      ) : (
        <Button
          ref={state.buttonRef as RefObject<HTMLButtonElement | null>}
          variant="secondary"
          className="hearth-registry__button"
          busy={state.busy}
          disabled={state.state === 'disabled'}
          aria-describedby={state.grouperError ? errorId : reason ? reasonId : undefined}
          onClick={() => state.press('one')}
          {...RegistryPopup.preloadProps}
        >
          {listsMessage('addToRegistry', 'Add to Registry')}
        </Button>
      )}
      {state.showAddAll && (
        <Button
          ref={state.addAllRef}
          variant="link"
          className="hearth-registry__add-all"
          busy={state.busy}
          onClick={() => state.press('all')}
          {...RegistryPopup.preloadProps}
        >
          {listsMessage('addAllToRegistry', 'Add all to Registry')}
        </Button>
      )}
      {reason && (
        <p id={reasonId} className="hearth-field__hint">
          {listsMessage('registryMadeToOrder', "Made-to-order pieces can't be added to a registry.")}
        </p>
      )}
      {state.grouperError && (
        <p id={errorId} role="alert" className="hearth-registry__error hearth-field__error">
          {state.grouperError}
        </p>
      )}
      {popup && <RegistryPopup.Component key={popup.key} popup={popup} {...state.popupProps} />}
    </div>
  );
}
