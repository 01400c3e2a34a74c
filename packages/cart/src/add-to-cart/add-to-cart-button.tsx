import { Button, type ButtonProps } from '@hearth/ui';

/** Name of the part, used in class names and error messages. */
export const ADD_TO_CART_BUTTON_NAME = 'AddToCartButton';

/** Props of {@link AddToCartButton}: `useAddToCart().buttonProps` plus any button attribute. */
export interface AddToCartButtonProps extends ButtonProps {
  /** The label by config [ref: add-to-cart#limits]. */
  children: string;
}

/**
 * The add-to-cart button: its label by config, busy while a send is in flight (it never sends
 * twice), disabled while personalization errors or invalid SKUs show.
 */
export function AddToCartButton({ className, ...props }: AddToCartButtonProps) {
  return <Button {...props} className={className ?? 'hearth-add-to-cart__button'} />;
}
AddToCartButton.displayName = ADD_TO_CART_BUTTON_NAME;
