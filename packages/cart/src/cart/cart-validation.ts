/** 001 §3 cart validation error types and the popups of 000 §8 / 001 §8 they open. */
import { CART_MESSAGES } from './messages';

/** 001 §3: cart validation error type. */
export const CART_ERROR_TYPE = {
  none: 0,
  invalidBasket: 1,
  browseCustomApiException: 2,
  nlaItems: 3,
  installationServiceUnavailable: 4,
  personalizationServiceUnavailable: 5,
  inHousePersonalizationNlaItems: 6,
  allNlaItems: 7,
  emptyBasket: 8,
  pfasItems: 9,
} as const;

/** The name of a cart validation error type. */
export type CartErrorTypeName = keyof typeof CART_ERROR_TYPE;

/** One unavailable-item popup. */
export interface UnavailablePopup {
  /** The error type's name (001 §3). */
  type: CartErrorTypeName;
  title: string;
  text: string;
  /** The call that removes the listed items (000 §7, 001 §7), when the type offers removal. */
  removalCall?: 'removeNlaItems' | 'removeAllNlaItems' | 'removeInHousePersonalizedNlaItems' | 'removePfasItems';
  /** Whether the popup lists the unavailable items (000 §3). */
  listsItems: boolean;
}

const M = CART_MESSAGES;
const POPUPS: Partial<Record<number, UnavailablePopup>> = {
  // 001 §8: types 3, 7 and 9 offer removal; 000 §7 adds RemoveInHousePersonalizedNlaItems for 6.
  3: { type: 'nlaItems', title: M.nlaTitle, text: M.nlaText, removalCall: 'removeNlaItems', listsItems: true },
  7: { type: 'allNlaItems', title: M.nlaTitle, text: M.allNlaText, removalCall: 'removeAllNlaItems', listsItems: true },
  6: {
    type: 'inHousePersonalizationNlaItems',
    title: M.nlaTitle,
    text: M.inHousePersonalizationNlaText,
    removalCall: 'removeInHousePersonalizedNlaItems',
    listsItems: true,
  },
  9: { type: 'pfasItems', title: M.pfasTitle, text: M.pfasText, removalCall: 'removePfasItems', listsItems: true },
  // 001 §8 names 'personalization service unavailable' among its own popups, apart from the
  // 'Other types' (no removal: only types 3, 7 and 9 offer one).
  5: { type: 'personalizationServiceUnavailable', title: M.personalizationUnavailableTitle, text: M.personalizationText, listsItems: true },
  // 001 §8: other types show 'Please Edit Your Cart to Proceed'.
  4: { type: 'installationServiceUnavailable', title: M.editCartTitle, text: M.installationText, listsItems: true },
  1: { type: 'invalidBasket', title: M.editCartTitle, text: M.editCartText, listsItems: false },
  2: { type: 'browseCustomApiException', title: M.editCartTitle, text: M.editCartText, listsItems: false },
};

/**
 * The popup an `errorType` opens (000 §4, §8): `null` for none (0), for emptyBasket (8, silent)
 * and for unknown types (logged by the caller).
 */
export function unavailablePopupFor(errorType: number | null | undefined): UnavailablePopup | null {
  if (typeof errorType !== 'number') return null;
  return POPUPS[errorType] ?? null;
}

/** 000 §8: emptyBasket shows nothing. */
export function isSilentErrorType(errorType: number | null | undefined): boolean {
  return errorType === CART_ERROR_TYPE.emptyBasket;
}
