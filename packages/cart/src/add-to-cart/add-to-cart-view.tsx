import { Skeleton, type QuantitySelectorProps } from '@hearth/ui';
import { dispatchAddedToCart } from '@hearth/core';
import { clsx } from 'clsx';
import { useRef, type ComponentType } from 'react';
import { AddToCartButton } from './add-to-cart-button';
import { ConfirmationPopup, CustomConfirmationPopup } from './lazy-popups';
import type { PersonalizationFieldsProps } from './personalization/personalization-fields';
import { useAddToCart, type AddToCartState, type UseAddToCartOptions } from './use-add-to-cart';

/**
 * The parts add-to-cart shows only for some props: `AddToCart` has them in its module, the
 * script-tag island loads them when its props need them, before it first renders (island.ts).
 */
export interface AddToCartParts {
  PersonalizationFields: ComponentType<PersonalizationFieldsProps>;
  QuantitySelector: ComponentType<QuantitySelectorProps>;
}

/** Name of the part, used in class names and error messages. */
export const ADD_TO_CART_COMPONENT_NAME = 'AddToCart';

/** Props of {@link AddToCart}. */
export interface AddToCartProps extends UseAddToCartOptions {
  /** Show the quantity selector beside the button. @default false */
  showQuantity?: boolean | undefined;
  /** `name` of the quantity input, so a legacy form around it submits the quantity. @default undefined */
  quantityName?: string | undefined;
  /** Title of the standard confirmation popup. @default 'Added to Cart' */
  confirmationTitle?: string | undefined;
  /** Extra class on the wrapper. @default undefined */
  className?: string | undefined;
  /**
   * Id(s) of the elements that say what the button adds (its `aria-describedby`), e.g. a product
   * card's name on a shelf of cards, each with its own 'Add to cart'. @default undefined
   */
  describedBy?: string | undefined;
}

/** Props of {@link AddToCartPopups}. */
export interface AddToCartPopupsProps {
  /** `useAddToCart()`'s result. */
  state: AddToCartState;
  /** Title of the standard popup. @default 'Added to Cart' */
  confirmationTitle?: string | undefined;
}

/**
 * The confirmation popup that goes with the last add: standard, Monogramming or Custom, each
 * loaded on first use (preloaded from the add-to-cart button).
 */
export function AddToCartPopups({ state, confirmationTitle }: AddToCartPopupsProps) {
  const { popup } = state;
  const c = popup.confirmation;
  if (!c) return null;
  if (c.kind === 'custom') {
    return (
      <CustomConfirmationPopup.Component
        key={popup.key}
        open={popup.open}
        onOpenChange={popup.onOpenChange}
        answer={c.answer}
        onAccept={popup.accept.run}
        busy={popup.accept.busy}
      />
    );
  }
  return (
    <ConfirmationPopup.Component
      key={popup.key}
      open={popup.open}
      onOpenChange={popup.onOpenChange}
      confirmation={c}
      client={state.client}
      scope={state.scope}
      log={state.log}
      site={state.site}
      title={c.kind === 'standard' ? confirmationTitle : undefined}
    />
  );
}

/**
 * {@link AddToCart} with the parts it shows for some props given (`parts`).
 */
export function AddToCartView({
  parts: { PersonalizationFields, QuantitySelector },
  showQuantity = false,
  quantityName,
  confirmationTitle,
  className,
  describedBy,
  onAdded,
  ...options
}: AddToCartProps & { parts: AddToCartParts }) {
  const root = useRef<HTMLDivElement>(null);
  const state = useAddToCart({
    ...options,
    // A carousel around this island shows 'Added' [ref: add-to-cart#rules]: it hears the bubbling event.
    onAdded: (items) => {
      onAdded?.(items);
      dispatchAddedToCart(root.current, { items });
    },
  });
  const { price } = state;
  return (
    <div ref={root} className={clsx('hearth-add-to-cart', className)}>
      {state.personalization && <PersonalizationFields personalization={state.personalization} />}
      {price.reader}
      {price.shown &&
        (price.loading ? (
          <Skeleton width="6em" />
        ) : (
          price.text && <p className="hearth-add-to-cart__price">{price.text}</p>
        ))}
      {price.invalidSkuMessage && (
        <p role="alert" className="hearth-add-to-cart__invalid hearth-field__error">
          {price.invalidSkuMessage}
        </p>
      )}
      <div className="hearth-add-to-cart__actions">
        {showQuantity && <QuantitySelector {...state.quantityProps} name={quantityName} />}
        <AddToCartButton {...state.buttonProps} aria-describedby={describedBy} />
      </div>
      <AddToCartPopups state={state} confirmationTitle={confirmationTitle} />
    </div>
  );
}
