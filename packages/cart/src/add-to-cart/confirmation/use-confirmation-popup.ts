import { useCallback, useState } from 'react';
import type { AddOn, AddToCartItem } from '../schema';
import type { AddedItem, CustomConfirmationAnswer } from '../call-schema';

/** What a confirmation popup shows. */
export type Confirmation =
  | {
      kind: 'standard' | 'monogram';
      /** The added list ([ref: add-to-cart#data] Added item) to start from. */
      items: AddedItem[];
      addOns: AddOn[];
      personalizationImage?: string | null | undefined;
      personalizationFeeMessage?: string | null | undefined;
    }
  | { kind: 'custom'; answer: CustomConfirmationAnswer; items: AddToCartItem[] };

/**
 * The confirmation popup of the last add: what it shows, whether it is open, and a key that is
 * new for each add, so a popup shown again starts fresh (its add-ons list, its focus).
 */
export function useConfirmationPopup() {
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const [open, setOpen] = useState(false);
  const [key, setKey] = useState(0);

  /** Opens the popup on `next`. */
  const show = useCallback((next: Confirmation) => {
    setConfirmation(next);
    setKey((n) => n + 1);
    setOpen(true);
  }, []);

  /** The popup asks to open or close (Escape, its buttons). */
  const onOpenChange = useCallback((next: boolean) => setOpen(next), []);

  return { confirmation, open, key, show, onOpenChange };
}
