import type { Site } from '@hearth/core';
import { Button, Dialog } from '@hearth/ui';
import type { RefObject } from 'react';
import type { UnavailablePopup } from './cart-validation';
import { cartValidationMessage } from './wording';
import type { UnavailableItem } from './schema';
import { UnavailableList } from './unavailable-list';

/** Props of {@link UnavailableItemsDialog}. */
export interface UnavailableItemsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What the error type opens (`unavailablePopupFor`). */
  popup: UnavailablePopup;
  /** The items it lists, when `popup.listsItems`. */
  items: readonly UnavailableItem[];
  site: Site;
  /** The island showing it, named in the console line of a refused image address. */
  island: string;
  /** 'Remove Item(s)' pressed: shown only when the popup offers removal. */
  onRemove: () => void;
  /** The removal call is in flight. @default false */
  removing?: boolean;
  /**
   * 'Remove Installation Service' pressed (type 4, [ref: commerce#calls] RemoveInstallationService). The button
   * shows only when the popup offers it and this handler is given: a surface without the call
   * keeps 'Return to Cart' alone.
   */
  onRemoveInstallationService?: () => void;
  /** 'Return to Cart' pressed. */
  onReturnToCart: () => void;
  /** Where focus goes on close. @default the element focused before opening */
  returnFocus?: HTMLElement | RefObject<HTMLElement | null> | null;
}

/**
 * A cart validation popup [ref: commerce#errors]: its title and text, the items it concerns, 'Remove
 * Item(s)' when the type offers removal (3, 6, 7, 9), 'Remove Installation Service' for type 4 where
 * the surface sends RemoveInstallationService, and 'Return to Cart'. The cart page and the
 * checkout each send their own removal call.
 */
export function UnavailableItemsDialog({
  open,
  onOpenChange,
  popup,
  items,
  site,
  island,
  onRemove,
  removing = false,
  onRemoveInstallationService,
  onReturnToCart,
  returnFocus,
}: UnavailableItemsDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={popup.title}
      returnFocus={returnFocus}
      size="large"
      footer={
        <>
          {popup.removal ? (
            <Button busy={removing} onClick={onRemove}>
              {cartValidationMessage('removeItems', 'Remove Item(s)')}
            </Button>
          ) : null}
          {popup.removesInstallation && onRemoveInstallationService ? (
            <Button busy={removing} onClick={onRemoveInstallationService}>
              {cartValidationMessage('removeInstallation', 'Remove Installation Service')}
            </Button>
          ) : null}
          <Button variant="secondary" onClick={onReturnToCart}>
            {cartValidationMessage('returnToCart', 'Return to Cart')}
          </Button>
        </>
      }
    >
      <p>{popup.text}</p>
      {popup.listsItems && items.length > 0 ? <UnavailableList items={items} site={site} island={island} /> : null}
    </Dialog>
  );
}
