// @vitest-environment node
import { validate, type Struct } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { AddressAnswer, CheckoutAnswer, CheckoutData, PlaceOrderResponse } from './schema';
import { CheckoutItem } from './schema-items';
import { AppliedGiftCard, PaymentData, SavedCard } from './schema-payment';
import { Address, Recipient } from './schema-shipping';

/** An answer read as the client reads it (with-schema: coerced, then checked): the value, or the field refused. */
function read<T>(value: unknown, schema: Struct<T, unknown>): T | string {
  const [error, checked] = validate(value, schema, { coerce: true });
  return error ? error.path.join('.') : (checked as T);
}

const CARD = '6006 4912 3456 7890';
const MASKED = '************7890';

describe('card numbers in answers are masked on the way in [ref: checkout#rules]', () => {
  it('a gift card the place order refuses, in the answer and in the checkout state', () => {
    const placeOrderResponse = { isSuccess: false, giftCardErrors: [{ cardNumber: CARD, errorMessage: 'No funds.' }] };
    expect(read(placeOrderResponse, PlaceOrderResponse)).toEqual({
      ...placeOrderResponse,
      giftCardErrors: [{ cardNumber: MASKED, errorMessage: 'No funds.' }],
    });
    const answer = read({ isSuccess: true, checkoutData: { placeOrderResponse } }, CheckoutAnswer) as CheckoutAnswer;
    expect(answer.checkoutData?.placeOrderResponse?.giftCardErrors?.[0]?.cardNumber).toBe(MASKED);
  });

  it('a gift card applied to the order', () => {
    const applied = { cardNumber: CARD, lastFour: '7890', appliedAmount: 25, appliedAmountString: '25.00' };
    expect(read(applied, AppliedGiftCard)).toEqual({ ...applied, cardNumber: MASKED });
    const data = read({ paymentData: { giftCardsData: { applied: [applied] } } }, CheckoutData) as CheckoutData;
    expect(data.paymentData?.giftCardsData?.applied).toEqual([{ ...applied, cardNumber: MASKED }]);
  });

  it("a saved card's number, in the card and in the checkout state", () => {
    const card = { id: 7, cardInfo: { id: 7, type: 'VISA', lastFour: '7890', number: CARD }, isExpired: false };
    const masked = { ...card, cardInfo: { ...card.cardInfo, number: MASKED } };
    expect(read(card, SavedCard)).toEqual(masked);
    const data = read({ paymentData: { creditCardData: { accountCardsInfo: [card] } } }, CheckoutData) as CheckoutData;
    expect(data.paymentData?.creditCardData?.accountCardsInfo).toEqual([masked]);
  });
});

describe('what an answer must be, and what it keeps [ref: checkout#data]', () => {
  it('an id is a number or a string, nothing else', () => {
    expect(read({ id: 12 }, CheckoutItem)).toEqual({ id: 12 });
    expect(read({ id: 'i-12' }, CheckoutItem)).toEqual({ id: 'i-12' });
    expect(read({ id: true }, CheckoutItem)).toBe('id');
    expect(read({ sku: '1' }, CheckoutItem)).toBe('id');
  });

  it('keeps the fields it does not read, and refuses a field of the wrong kind', () => {
    expect(read({ postalCode: '60062', county: 'Cook' }, Address)).toEqual({ postalCode: '60062', county: 'Cook' });
    expect(read({ postalCode: 60062 }, Address)).toBe('postalCode');
    expect(read({ currentStep: '2' }, CheckoutData)).toBe('currentStep');
    expect(read({ paymentData: { isPaymentNeeded: 'yes' } }, CheckoutData)).toBe('paymentData.isPaymentNeeded');
    expect(read({ checkoutData: { paymentData: { isPaymentNeeded: 'yes' } } }, CheckoutAnswer)).toBe(
      'checkoutData.paymentData.isPaymentNeeded',
    );
  });

  it("refuses a recipient's shipment whose items are not items", () => {
    const recipient = { id: 'r1', shipments: [{ id: 's1', items: [{ id: 'i1' }] }] };
    expect(read(recipient, Recipient)).toEqual(recipient);
    expect(read({ id: 'r1', shipments: [{ items: [{ name: 'no id' }] }] }, Recipient)).toBe('shipments.0.items.0.id');
    expect(read({ id: 'r1' }, Recipient)).toBe('shipments');
  });

  it("an address answer: the common fields, and the address check's own", () => {
    const answer = {
      isSuccess: true,
      errorMessage: 'Check the address.',
      isValid: false,
      validationErrors: { city: 'Unknown city.' },
      AddressValidationResult: { Suggestions: [{ City: 'Glenview', State: 'IL', ZipCode: '60025' }] },
      recipientId: 3,
    };
    expect(read(answer, AddressAnswer)).toEqual(answer);
    expect(read({ ...answer, isSuccess: 'yes' }, AddressAnswer)).toBe('isSuccess');
    expect(read({ ...answer, recipientId: false }, AddressAnswer)).toBe('recipientId');
    const suggestions = (suggestion: unknown) => ({
      ...answer,
      AddressValidationResult: { Suggestions: [suggestion] },
    });
    expect(read(suggestions({ City: 'Glenview', ZipCode: '60025', County: 'Cook' }), AddressAnswer)).toEqual(
      suggestions({ City: 'Glenview', ZipCode: '60025', County: 'Cook' }),
    );
    expect(read(suggestions({ City: 'Glenview', ZipCode: 60025 }), AddressAnswer)).toBe(
      'AddressValidationResult.Suggestions.0.ZipCode',
    );
  });

  it('payment data: a payment flag of the wrong kind is refused', () => {
    expect(read({ isPaymentNeeded: true, unknownFlag: 1 }, PaymentData)).toEqual({
      isPaymentNeeded: true,
      unknownFlag: 1,
    });
    expect(read({ isPaymentNeeded: 'no' }, PaymentData)).toBe('isPaymentNeeded');
    const card = {
      id: 7,
      cardInfo: { type: 'VISA', lastFour: '1111', expMonth: '04', expYear: '2030' },
      isExpired: false,
    };
    const saved = (value: unknown) => ({ creditCardData: { accountCardsInfo: [value] } });
    expect(read(saved(card), PaymentData)).toEqual(saved(card));
    expect(read(saved({ id: 7 }), PaymentData)).toBe('creditCardData.accountCardsInfo.0.cardInfo');
    expect(read(saved({ ...card, isExpired: 'no' }), PaymentData)).toBe('creditCardData.accountCardsInfo.0.isExpired');
  });

  it("the site's culture: a US culture flag of the wrong kind is refused", () => {
    expect(read({ siteCultureInfo: { name: 'en-US', isUsCulture: true } }, CheckoutData)).toEqual({
      siteCultureInfo: { name: 'en-US', isUsCulture: true },
    });
    expect(read({ siteCultureInfo: { isUsCulture: 'true' } }, CheckoutData)).toBe('siteCultureInfo.isUsCulture');
  });
});
