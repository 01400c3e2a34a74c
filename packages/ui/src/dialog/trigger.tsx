import { cloneElement, isValidElement, version, type ReactElement, type Ref } from 'react';
import { useMergedRef } from '../utils/merge-refs';
import type { DialogState } from './use-dialog';

// React 19 moved `ref` into props; React 18 and preact/compat keep it on the element.
const REF_IN_PROPS = Number.parseInt(version, 10) >= 19;

function elementRef(element: ReactElement): Ref<HTMLElement> | undefined {
  // a trigger from JavaScript may be no element at all (a string): it has no ref, and is left out
  if (!isValidElement(element)) return undefined;
  const props = element.props as { ref?: Ref<HTMLElement> };
  return REF_IN_PROPS ? props.ref : (element as unknown as { ref?: Ref<HTMLElement> }).ref;
}

/**
 * Internal: clones the trigger element so it opens the dialog on click, carries
 * `aria-haspopup`/`aria-expanded`/`aria-controls`, and is where focus returns on close.
 */
export function Trigger({ element, dialog }: { element: ReactElement; dialog: DialogState }) {
  const ref = useMergedRef(dialog.triggerRef, elementRef(element));
  if (!isValidElement(element)) return null;
  const props = element.props as Parameters<DialogState['getTriggerProps']>[0];
  return cloneElement(element, {
    ...dialog.getTriggerProps(props),
    'data-state': dialog.open ? 'open' : 'closed',
    ref,
  } as Record<string, unknown>);
}
