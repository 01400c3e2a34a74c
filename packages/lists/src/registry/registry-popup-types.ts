/**
 * The registry's popups as its hook holds them, apart from `use-registry.ts`: the popups, which
 * that hook loads on demand (`lazy-popups.ts`), read these types without importing it back.
 */
import type { AddOn, RegistryConfirmationItem } from './schema';

/** Whether a press adds the item ('one') or the add-all items ('all'). */
export type RegistryMode = 'one' | 'all';

/** What the confirmation popup shows [ref: registry#screens, #rules]. */
export interface RegistryConfirmation {
  /** 'Add to Registry', or 'Add all to Registry' for add-all. */
  title: string;
  /** The answer's items: the count starts at their quantities. */
  items: RegistryConfirmationItem[];
  /** The registry added to. */
  grId: string | number;
  /** Its type ('br', 'bb', …), for 'View Checklist'. */
  registryType: string;
  /** The add-ons: the page's, else the answer's. */
  addOns: AddOn[];
  /** The sku the recommendations are for. */
  sku: string;
}

/** The popup open now: the terms of a personalized item, the registry chooser, or the confirmation. */
export type RegistryPopupState =
  | { kind: 'terms'; open: boolean; key: string; mode: RegistryMode }
  | { kind: 'chooser'; open: boolean; key: string; mode: RegistryMode }
  | { kind: 'confirmation'; open: boolean; key: string; mode: RegistryMode; confirmation: RegistryConfirmation };
