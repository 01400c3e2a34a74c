import { describe, expect, it } from 'vitest';
import { accountRewardsOf, accountRewardsRequest } from './rewards-actions';

describe('the account rewards read [ref: checkout#calls]', () => {
  const data = { paymentData: { rewardsLookup: { tnsSession: 'tns-1', token: 'tok-1' } } };

  it.each([
    [{}, 'getAccountRewards', { tnsSession: 'tns-1' }],
    [{ rewardsByToken: true }, 'getAccountRewardsByToken', { token: 'tok-1' }],
    [{ paymentProvider: true }, 'lookupRewardsCard', { tnsSession: 'tns-1' }],
    [{ paymentProvider: true, rewardsByToken: true }, 'lookupRewardsCard', { token: 'tok-1' }],
  ])('features %j: %s %j', (features, name, body) => {
    const request = accountRewardsRequest(features, data);
    expect(request.call.name).toBe(name);
    expect(request.body).toEqual(body);
  });

  it("no session or token in the data: '' (the server knows its own)", () => {
    expect(accountRewardsRequest(undefined, null).body).toEqual({ tnsSession: '' });
    expect(accountRewardsRequest({ rewardsByToken: true }, {}).body).toEqual({ token: '' });
  });

  it('keeps the total, the message, what applying needs and the named certificates', () => {
    expect(
      accountRewardsOf({
        rewardsTotal: 2500,
        rewardExceedOrderTotalMessage: 'Exceeds',
        accountNumber: 'A1',
        cardToken: 'T1',
        certificates: [
          { certificateNumber: ' RC1 ', amount: 1000 },
          { certificateNumber: '' },
          { certificateNumber: 'RC2', amount: Number.NaN },
        ],
      }),
    ).toEqual({
      rewardsTotal: 2500,
      rewardExceedOrderTotalMessage: 'Exceeds',
      accountNumber: 'A1',
      cardToken: 'T1',
      certificates: [
        { certificateNumber: 'RC1', amount: 1000 },
        { certificateNumber: 'RC2', amount: null },
      ],
    });
  });

  it('an answer with nothing to show is none', () => {
    expect(accountRewardsOf({ isSuccess: true })).toBeNull();
    expect(accountRewardsOf({ rewardsTotal: Number.POSITIVE_INFINITY, certificates: [] })).toBeNull();
  });
});
