// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CART_ERROR_TYPE, unavailablePopupFor } from './cart-validation';
import { CART_VALIDATION_MESSAGES as M } from './messages';

describe('cart validation popups [ref: commerce#errors, #data]', () => {
  it('uses the cart validation error type numbers of [ref: commerce#data]', () => {
    expect(CART_ERROR_TYPE).toEqual({
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
    });
  });

  it.each([
    [3, 'nlaItems', 'Item(s) no longer available', 'nla'],
    [7, 'allNlaItems', 'Item(s) no longer available', 'allNla'],
    [6, 'inHousePersonalizationNlaItems', 'Item(s) no longer available', 'personalizedNla'],
    [9, 'pfasItems', 'Item(s) cannot be shipped to or picked up in this state', 'pfas'],
    [4, 'installationServiceUnavailable', 'Please Edit Your Cart to Proceed', undefined],
    // [ref: commerce#errors] names personalization service unavailable as a popup of its own, not an 'Other type'
    [5, 'personalizationServiceUnavailable', 'Personalization Service Unavailable', undefined],
    [1, 'invalidBasket', 'Please Edit Your Cart to Proceed', undefined],
    [2, 'browseCustomApiException', 'Please Edit Your Cart to Proceed', undefined],
  ])('type %i is %s, titled %s, removal %s', (errorType, type, title, removal) => {
    const popup = unavailablePopupFor(errorType);
    expect(popup).toMatchObject({ type, title });
    expect(popup?.removal).toBe(removal);
  });

  it('offers removal for types 3, 7 and 9 [ref: commerce#errors], and 6 [ref: commerce#calls]', () => {
    const removable = Array.from({ length: 12 }, (_, type) => type).filter(
      (type) => unavailablePopupFor(type)?.removal,
    );
    expect(removable).toEqual([3, 6, 7, 9]);
  });

  it('offers removing the installation service for type 4 only ([ref: commerce#calls] RemoveInstallationService)', () => {
    const offering = Array.from({ length: 12 }, (_, type) => type).filter(
      (type) => unavailablePopupFor(type)?.removesInstallation === true,
    );
    expect(offering).toEqual([4]);
    expect(M.removeInstallation).toBe('Remove Installation Service');
  });

  it("titles the no-longer-available popup 'Item(s) no longer available'", () => {
    expect(M.nlaTitle).toBe('Item(s) no longer available');
    expect(M.editCartTitle).toBe('Please Edit Your Cart to Proceed');
  });

  it.each([0, 8, 42, -1, 1.5, undefined, null])('opens nothing for %s (none, emptyBasket, unknown)', (errorType) => {
    expect(unavailablePopupFor(errorType)).toBeNull();
  });
});
