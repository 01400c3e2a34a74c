/** [ref: commerce#data] cart validation error types and the popups of [ref: commerce#errors] they open. */
import { cartValidationMessage as message } from './wording';

/** [ref: commerce#data]: cart validation error type. */
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

/**
 * Which items an unavailable-item popup removes. Each surface sends its own call for it: the cart
 * page the [ref: commerce#calls] ones (RemoveNlaItems, RemoveAllNlaItems, RemoveInHousePersonalizedNlaItems,
 * RemovePfasItems), the checkout the [ref: commerce#calls] ones (RemovePersonalizedItems for the personalized).
 */
export type CartRemoval = 'nla' | 'allNla' | 'personalizedNla' | 'pfas';

/** One cart validation popup. */
export interface UnavailablePopup {
  /** The error type's name [ref: commerce#data]. */
  type: CartErrorTypeName;
  title: string;
  text: string;
  /** What the popup offers to remove, when the type offers removal [ref: commerce#errors]. */
  removal?: CartRemoval;
  /** Whether the popup lists the unavailable items [ref: commerce#data]. */
  listsItems: boolean;
  /**
   * Type 4 (installation service unavailable): the popup can offer removing the installation
   * service ([ref: commerce#calls] RemoveInstallationService {}), where the surface sends that call.
   */
  removesInstallation?: boolean;
}

/** A popup's title and text as functions: read when the popup is asked for, so the page's wording applies. */
type PopupEntry = Omit<UnavailablePopup, 'title' | 'text'> & { title: () => string; text: () => string };

const nlaTitle = () => message('nlaTitle', 'Item(s) no longer available');
const editCartTitle = () => message('editCartTitle', 'Please Edit Your Cart to Proceed');
const editCartText = () => message('editCartText', 'Please review the items in your cart before you check out.');

const POPUPS: Readonly<Partial<Record<number, PopupEntry>>> = {
  // [ref: commerce#errors]: types 3, 7 and 9 offer removal; [ref: commerce#calls] adds the in-house personalized items of 6.
  3: {
    type: 'nlaItems',
    title: nlaTitle,
    text: () =>
      message('nlaText', 'The following items are no longer available and must be removed before you can check out.'),
    removal: 'nla',
    listsItems: true,
  },
  7: {
    type: 'allNlaItems',
    title: nlaTitle,
    text: () =>
      message('allNlaText', 'None of the items in your cart are available any more. Remove them to continue shopping.'),
    removal: 'allNla',
    listsItems: true,
  },
  6: {
    type: 'inHousePersonalizationNlaItems',
    title: nlaTitle,
    text: () =>
      message(
        'inHousePersonalizationNlaText',
        'The following personalized items are no longer available and must be removed before you can check out.',
      ),
    removal: 'personalizedNla',
    listsItems: true,
  },
  9: {
    type: 'pfasItems',
    title: () => message('pfasTitle', 'Item(s) cannot be shipped to or picked up in this state'),
    text: () =>
      message(
        'pfasText',
        'The following items cannot be shipped to or picked up in your state and must be removed before you can check out.',
      ),
    removal: 'pfas',
    listsItems: true,
  },
  // [ref: commerce#errors] names 'personalization service unavailable' among its own popups, apart from the
  // 'Other types' (no removal: only types 3, 7 and 9 offer one).
  5: {
    type: 'personalizationServiceUnavailable',
    title: () => message('personalizationUnavailableTitle', 'Personalization Service Unavailable'),
    text: () =>
      message(
        'personalizationText',
        'Personalization is not available right now. Please remove the personalized items to proceed.',
      ),
    listsItems: true,
  },
  // [ref: commerce#errors]: other types show 'Please Edit Your Cart to Proceed'; [ref: commerce#calls] RemoveInstallationService
  // is what type 4 lets the shopper do about it (not an item removal: the items stay).
  4: {
    type: 'installationServiceUnavailable',
    title: editCartTitle,
    text: () =>
      message(
        'installationText',
        'Installation service is not available for some items. Please remove the installation service to proceed.',
      ),
    listsItems: true,
    removesInstallation: true,
  },
  1: { type: 'invalidBasket', title: editCartTitle, text: editCartText, listsItems: false },
  2: { type: 'browseCustomApiException', title: editCartTitle, text: editCartText, listsItems: false },
};

/**
 * The popup an `errorType` opens [ref: commerce#rules, #errors]: `null` for none (0), for emptyBasket (8,
 * which each surface handles its own way) and for unknown types (logged by the caller).
 */
export function unavailablePopupFor(errorType: number | null | undefined): UnavailablePopup | null {
  const entry = typeof errorType === 'number' && Object.hasOwn(POPUPS, errorType) ? POPUPS[errorType] : undefined;
  return entry ? { ...entry, title: entry.title(), text: entry.text() } : null;
}
