import { Button, useDialogClose, type ButtonProps } from '@hearth/ui';
import type { ReactNode } from 'react';
import { commerceMessage } from '../wording';

/** Props of {@link ContinueShopping}. */
export interface ContinueShoppingProps {
  /** The label. @default 'Continue Shopping' */
  children?: ReactNode;
  /** @default 'secondary' */
  variant?: ButtonProps['variant'];
}

/**
 * 'Continue Shopping' in a confirmation popup (added to cart, added to a list or a registry, the
 * swatch order's thank-you): closes the popup around it, the shopper stays on the page. Inside a
 * `Dialog` of @hearth/ui only.
 */
export function ContinueShopping({
  children = commerceMessage('continueShopping', 'Continue Shopping'),
  variant = 'secondary',
}: ContinueShoppingProps) {
  const close = useDialogClose();
  return (
    <Button variant={variant} onClick={close}>
      {children}
    </Button>
  );
}
