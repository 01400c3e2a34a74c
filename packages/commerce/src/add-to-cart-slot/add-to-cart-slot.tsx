import { ADDED_TO_CART_EVENT } from '@hearth/core';
import { useEffect, useRef, useState, type ReactNode, type Ref } from 'react';

/** Name of the part, used in class names and error messages. */
export const ADD_TO_CART_SLOT_NAME = 'AddToCartSlot';

/** What a slot's `add-to-cart` props hold at least: the items it adds. */
export interface AddToCartSlotItems {
  items: Array<{ Sku: string; Quantity: number; OptionChoiceParameter: string }>;
}

/** Props of {@link AddToCartSlot}. */
export interface AddToCartSlotProps<P extends AddToCartSlotItems = AddToCartSlotItems> {
  /** The `add-to-cart` props of the item. */
  props: P;
  /** What the item shows once added ('Added') [ref: product-carousel#rules]. */
  addedLabel: string;
  /**
   * Renders the add-to-cart (npm: `<AddToCart {...props} />` of @hearth/cart). Without it the
   * slot holds an `add-to-cart` island element, which the script tag's loader mounts (nested
   * islands), so the feature never imports the cart package. @default undefined
   */
  render?: ((props: P) => ReactNode) | undefined;
  /** Class of the slot. @default 'hearth-product-card__action' */
  className?: string | undefined;
  /** Class of the 'Added' button that takes its place. @default 'hearth-product-card__added' */
  addedClassName?: string | undefined;
}

/** Props of {@link AddedButton}. */
export interface AddedButtonProps {
  label: string;
  buttonRef?: Ref<HTMLButtonElement> | undefined;
  /** @default 'hearth-product-card__added' */
  className?: string | undefined;
}

/**
 * What an item's button becomes once its item is added ('Added') [ref: product-carousel#rules]: a
 * button that takes no press, styled as the secondary button it replaced (a carousel's add to
 * cart or add to registry, a quick-ship piece's add).
 */
export function AddedButton({ label, buttonRef, className = 'hearth-product-card__added' }: AddedButtonProps) {
  return (
    <button
      ref={buttonRef}
      type="button"
      aria-disabled="true"
      className={`hearth-button hearth-button--secondary ${className}`}
    >
      <span className="hearth-button__label">{label}</span>
    </button>
  );
}

/**
 * An item's add-to-cart (a carousel's product, a quick-ship piece): the add-to-cart behaviour itself (plain and custom paths,
 * busy state, header refresh, failures logged), reused as an `add-to-cart` island or a rendered
 * `AddToCart`; when it reports `hearth:added-to-cart`, the item shows 'Added' [ref: product-carousel#rules], after
 * any popup it opened has closed, with focus kept on it.
 */
export function AddToCartSlot<P extends AddToCartSlotItems>({
  props,
  addedLabel,
  render,
  className = 'hearth-product-card__action',
  addedClassName = 'hearth-product-card__added',
}: AddToCartSlotProps<P>) {
  const host = useRef<HTMLDivElement>(null);
  const addedRef = useRef<HTMLButtonElement>(null);
  const [added, setAdded] = useState<false | { focus: boolean }>(false);
  const json = JSON.stringify(props);

  useEffect(() => {
    const el = host.current;
    if (!el || added) return undefined;
    let island: HTMLElement | undefined;
    if (!render) {
      island = el.ownerDocument.createElement('div');
      island.setAttribute('data-island', 'add-to-cart');
      island.setAttribute('data-props', json);
      el.appendChild(island);
    }
    const done = () =>
      setAdded({
        focus: el.contains(el.ownerDocument.activeElement) || el.ownerDocument.activeElement === el.ownerDocument.body,
      });
    const onAdded = () => {
      // A popup it opened (the Custom terms) closes first: the swap would take it away.
      const open = el.querySelector('dialog[open]');
      if (open) open.addEventListener('close', done, { once: true });
      else done();
    };
    el.addEventListener(ADDED_TO_CART_EVENT, onAdded);
    return () => {
      el.removeEventListener(ADDED_TO_CART_EVENT, onAdded);
      island?.remove();
    };
  }, [json, render, added]);

  useEffect(() => {
    if (added && added.focus) addedRef.current?.focus();
  }, [added]);

  if (added) return <AddedButton label={addedLabel} buttonRef={addedRef} className={addedClassName} />;
  return (
    <div ref={host} className={className}>
      {render?.(props)}
    </div>
  );
}
