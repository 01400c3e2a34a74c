import { Button, Dialog } from '@hearth/ui';
import { addToCartLabel, TERMS_LABEL_CONFIG } from '../add-to-cart-logic';
import { addToCartMessage } from '../wording';
import type { CustomConfirmationAnswer } from '../call-schema';

/** Name of the part, used in class names and error messages. */
export const CUSTOM_DIALOG_NAME = 'CustomConfirmationDialog';

/** Props of {@link CustomConfirmationDialog}. */
export interface CustomConfirmationDialogProps {
  /** Whether the popup is open. */
  open: boolean;
  /** Called when it asks to close. */
  onOpenChange: (open: boolean) => void;
  /** The custom confirmation answer: its title and message are the server's. */
  answer: CustomConfirmationAnswer;
  /** Accepting: adds the item, then goes to the cart 300 ms after [ref: add-to-cart#limits]. */
  onAccept: () => unknown;
  /** While the accepted add is in flight. @default false */
  busy?: boolean | undefined;
}

/**
 * The Custom popup [ref: add-to-cart#screens, #rules]: opened when the custom confirmation answer has
 * hasCustomOrderConfirmation; its button is label config 7, 'Accept Terms And Add To Cart'.
 */
export function CustomConfirmationDialog({
  open,
  onOpenChange,
  answer,
  onAccept,
  // Stryker disable next-line BooleanLiteral: its one caller (AddToCartPopups) always passes `busy`
  busy = false,
}: CustomConfirmationDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={answer.title || addToCartMessage('customTitle', 'Custom')}
      data-confirmation="custom"
      footer={
        <Button busy={busy} onClick={() => onAccept()}>
          {addToCartLabel(TERMS_LABEL_CONFIG)}
        </Button>
      }
    >
      {answer.message && <p>{answer.message}</p>}
    </Dialog>
  );
}
