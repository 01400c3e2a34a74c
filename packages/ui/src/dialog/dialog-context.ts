import { createContext, useContext } from 'react';

/** Name used in error messages. */
const CONTEXT_NAME = 'DialogContext';

interface DialogContextValue {
  close: () => void;
  titleId: string;
}

/** Internal: lets parts inside a Dialog or Flyout close it. */
export const DialogContext = createContext<DialogContextValue | null>(null);

/**
 * Returns a function that closes the enclosing Dialog or Flyout (e.g. for a
 * 'Continue Shopping' button). Throws when used outside one.
 */
export function useDialogClose(): () => void {
  const value = useContext(DialogContext);
  if (!value) throw new Error(`useDialogClose must be used inside a Dialog or Flyout (${CONTEXT_NAME})`);
  return value.close;
}
