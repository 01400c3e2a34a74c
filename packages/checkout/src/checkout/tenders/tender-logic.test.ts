import { describe, expect, it } from 'vitest';
import {
  applyCertificateBody,
  applyGiftCardBody,
  promoVerifyOutcome,
  removeGiftCardBody,
  taxExemptionRequest,
  tenderCodeBody,
  tenderPayloadVariant,
} from './tender-logic';

describe('payload variants [ref: checkout#calls]', () => {
  it('the config feature tenderShortPayload picks {number, pin}', () => {
    expect(tenderPayloadVariant(undefined)).toBe('named');
    expect(tenderPayloadVariant({ tenderShortPayload: false })).toBe('named');
    expect(tenderPayloadVariant({ tenderShortPayload: true })).toBe('short');
  });

  it.each([
    ['named', { cardNumber: '6006491234567890', cardPin: '1234' }],
    ['short', { number: '6006491234567890', pin: '1234' }],
  ] as const)('ApplyGiftCardTender, %s: %j (spaces out of the number)', (variant, body) => {
    expect(applyGiftCardBody(variant, '6006 4912 3456 7890', ' 1234 ')).toEqual(body);
  });

  it.each([
    ['named', { cardNumber: '************7890' }],
    ['short', { number: '************7890' }],
  ] as const)('RemoveGiftCardTender, %s: %j (the card as the applied list names it, masked)', (variant, body) => {
    expect(removeGiftCardBody(variant, ' ************7890 ')).toEqual(body);
  });

  it.each([
    ['named', { tenderCodeNumber: 'TC5000' }],
    ['short', { number: 'TC5000' }],
  ] as const)('ApplyTenderCode / RemoveTenderCode, %s: %j', (variant, body) => {
    expect(tenderCodeBody(variant, ' tc5000 ')).toEqual(body);
  });

  it('ApplyRewardCertificate here and apply-reward-certificate at the payment provider', () => {
    expect(applyCertificateBody(false, 'rc1000')).toEqual({
      certificateNumber: 'RC1000',
      cardOneData: null,
      accountCardOneData: null,
    });
    expect(applyCertificateBody(true, 'rc1000')).toEqual({ certificateNumber: 'RC1000', savePaymentCardInfo: false });
  });
});

describe('promo verification [ref: checkout#rules]', () => {
  it.each([
    ['Promotion Code has been removed', 'reset'],
    ['Promotion Code has been removed.', 'validateCart'],
    ['promotion code has been removed', 'validateCart'],
    ['', 'validateCart'],
    [null, 'validateCart'],
  ] as const)('%j: %s', (message, outcome) => {
    expect(promoVerifyOutcome(message)).toBe(outcome);
  });
});

describe('tax exemption ([ref: checkout#calls] both variants)', () => {
  it.each([
    ['post', true, { method: 'POST', body: { isTaxExemptionApplied: true } }],
    ['post', false, { method: 'POST', body: { isTaxExemptionApplied: false } }],
    ['get', true, { method: 'GET', query: { taxExemption: 'true' } }],
  ] as const)('%s %s', (variant, applied, request) => {
    expect(taxExemptionRequest(variant, applied)).toEqual(request);
  });
});
