import { isCallError, type HearthCallError } from '@hearth/core';
import { Dialog, SanitizedHtml, Skeleton, useCallData } from '@hearth/ui';
import { useState, type RefObject } from 'react';
import { linePopup } from '../calls';
import { useConfiguratorContext } from '../configurator-context';
import { productMessage } from '../../wording';

/** Props of {@link LineMessagePopup}. */
export interface LineMessagePopupProps {
  /** The line-level message whose link opened the popup ([ref: configurator#data] `lineLevelMessages`). */
  message: { text: string; popupName: string };
  /** The link that opened it: focus goes back there when the popup closes (APG dialog). */
  returnFocus: RefObject<HTMLElement | null>;
  /** Called once the popup has closed (after its closing transition), to unmount it. */
  onClosed: () => void;
}

/**
 * A line-level message's popup [ref: configurator#screens, #calls]: a Dialog titled by the message, whose body is the
 * server's HTML from GET /browse/popup?popupName={name}, sanitized (`SanitizedHtml`, DOMPurify)
 * before it is shown. A skeleton while it loads; a failed or timed-out answer shows
 * `popupLoadFailed` and logs one console error naming the island and the call.
 */
export function LineMessagePopup({ message, returnFocus, onClosed }: LineMessagePopupProps) {
  const state = useConfiguratorContext();
  const [open, setOpen] = useState(true);
  const content = useCallData(linePopup, {
    query: { popupName: message.popupName },
    onError: (error: HearthCallError) => {
      if (!isCallError(error, 'abort')) {
        state.env.log(
          `hearth: configurator: call "${linePopup.name}" (popupName "${message.popupName}") failed`,
          error,
        );
      }
    },
  });
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    // unmounted once its closing transition has run and focus went back
    if (!next) setTimeout(onClosed, 350);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={message.text}
      returnFocus={returnFocus}
      className="hearth-line-popup"
    >
      {content.error ? (
        <p role="alert">
          {productMessage('popupLoadFailed', 'This information could not be loaded. Please try again later.')}
        </p>
      ) : content.data === undefined ? (
        <Skeleton lines={3} label={productMessage('popupLoading', 'Loading…')} />
      ) : (
        <SanitizedHtml html={content.data} />
      )}
    </Dialog>
  );
}
