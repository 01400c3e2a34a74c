import { describe, expect, it } from 'vitest';
import { appliedTenders } from './applied-tenders';
import { maskCardNumber } from '../shared/schema-payment';

describe('what the payment step lists as applied', () => {
  const payment = {
    promoCodeData: { promoCode: 'WELCOME10' },
    giftCardsData: {
      applied: [
        { cardNumber: '************7890', lastFour: '7890', appliedAmount: 59.95, appliedAmountString: '59.95' },
      ],
    },
    tenderCodesData: { errorMessage: '', applied: [{ tenderCodeNumber: 'TC5000', appliedAmount: 50 }] },
    rewardsData: { appliedCertificates: [{ certificateNumber: 'RC1000', appliedAmountString: '10.00' }] },
  };

  it('promo, gift cards, tender codes, certificates, each Remove named for what it removes', () => {
    expect(appliedTenders(payment, 'US')).toEqual([
      {
        kind: 'promo',
        key: 'promo:WELCOME10',
        value: 'WELCOME10',
        label: 'Promo code WELCOME10',
        amount: null,
        removeLabel: 'Remove promo code WELCOME10',
      },
      {
        kind: 'giftCard',
        key: 'giftCard:************7890',
        value: '************7890',
        label: 'Gift card ending in 7890',
        amount: '$59.95',
        removeLabel: 'Remove gift card ending 7890',
      },
      {
        kind: 'tenderCode',
        key: 'tenderCode:TC5000',
        value: 'TC5000',
        label: 'Tender code TC5000',
        amount: '$50.00',
        removeLabel: 'Remove tender code TC5000',
      },
      {
        kind: 'certificate',
        key: 'certificate:RC1000',
        value: 'RC1000',
        label: 'Reward certificate RC1000',
        amount: '$10.00',
        removeLabel: 'Remove reward certificate RC1000',
      },
    ]);
  });

  it("amounts in the site's money (Canada: CAD)", () => {
    expect(appliedTenders(payment, 'CA')[1]?.amount).toBe('CAD 59.95');
  });

  it.each([0, -5, Number.NaN, null])(
    'an amount that is not finite and above 0 (%s) is not shown [ref: checkout#validation]',
    (appliedAmount) => {
      expect(
        appliedTenders({ tenderCodesData: { applied: [{ tenderCodeNumber: 'TC5000', appliedAmount }] } }, 'US')[0]
          ?.amount,
      ).toBeNull();
    },
  );

  it('a gift card shows its last four only, from lastFour or the masked number; nothing to name it: left out', () => {
    const rows = appliedTenders(
      { giftCardsData: { applied: [{ cardNumber: '************1234' }, { lastFour: '5678' }, { appliedAmount: 5 }] } },
      'US',
    );
    expect(rows.map((r) => [r.label, r.value])).toEqual([
      ['Gift card ending in 1234', '************1234'],
      ['Gift card ending in 5678', '5678'],
    ]);
  });

  it('a full number handed in as is (props no schema checked) is masked in the row and in what Remove sends', () => {
    expect(appliedTenders({ giftCardsData: { applied: [{ cardNumber: '6006491234567890' }] } }, 'US')[0]).toMatchObject(
      { value: '************7890', key: 'giftCard:************7890', label: 'Gift card ending in 7890' },
    );
  });

  it('nothing applied, or no payment data: an empty list; a tender listed twice: one row', () => {
    expect(appliedTenders(null, 'US')).toEqual([]);
    expect(appliedTenders({ promoCodeData: { promoCode: '  ' } }, 'US')).toEqual([]);
    expect(
      appliedTenders({ tenderCodesData: { applied: [{ tenderCodeNumber: 'A' }, { tenderCodeNumber: 'A' }] } }, 'US'),
    ).toHaveLength(1);
  });
});

describe('no card number in what the step holds', () => {
  it.each([
    ['6006491234567890', '************7890'],
    ['6006 4912 3456 7890', '************7890'],
    ['6006-4912-3456-7890', '************7890'],
    ['************7890', '************7890'],
    ['7890', '7890'],
    ['card 4111111111111111 declined', 'card ************1111 declined'],
    // five digits make a run; four, even split, are left as they are; every run of the text is masked
    ['12345', '*2345'],
    ['expires 12-28', 'expires 12-28'],
    ['6006491234567890 and 4111 1111 1111 1111', '************7890 and ************1111'],
  ])('%s → %s', (value, masked) => {
    expect(maskCardNumber(value)).toBe(masked);
  });
});
