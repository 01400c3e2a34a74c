/**
 * The account rewards calls [ref: checkout#calls], apart from the other payment calls so that a signed-in
 * shopper's payment step reads its rewards without loading every payment action.
 */
import { defineCall, maybe } from '@hearth/core';
import { array, assign, boolean, number, string, type, type Infer, type Struct } from 'superstruct';
import { CheckoutAnswer } from './shared/schema';

/** [ref: checkout#calls]: the `hearth-config` feature choosing the card payment provider's calls (/api/checkout/payment-provider/). */
export const PAYMENT_PROVIDER_FEATURE = 'paymentProvider';

const rewardsAnswerStruct = assign(
  CheckoutAnswer,
  type({
    rewardsTotal: maybe(number()),
    rewardExceedOrderTotalMessage: maybe(string()),
    accountNumber: maybe(string()),
    cardToken: maybe(string()),
    certificates: maybe(
      array(
        type({
          certificateNumber: string(),
          amount: maybe(number()),
          formattedAmount: maybe(string()),
          isApplied: maybe(boolean()),
        }),
      ),
    ),
  }),
);
/**
 * GetAccountRewards's answer ([ref: checkout#data] account rewards: rewardsTotal in cents,
 * rewardExceedOrderTotalMessage) and, not shown in the spec, what ApplyCartRewardCertificate
 * needs: the rewards account number, the card token and the account's certificates (cents).
 */
export const RewardsAnswer: Struct<RewardsAnswer, unknown> = rewardsAnswerStruct;
/** An account rewards answer. */
export interface RewardsAnswer extends Infer<typeof rewardsAnswerStruct> {}

const rc = (name: string, path: string) =>
  defineCall<RewardsAnswer>({ name, method: 'POST', path: `/ReactCheckout/${path}`, answer: RewardsAnswer });

/** The account rewards reads and the account certificate's apply, by name. */
export const REWARDS_CALLS = {
  getAccountRewards: rc('getAccountRewards', 'GetAccountRewards'),
  getAccountRewardsByToken: rc('getAccountRewardsByToken', 'GetAccountRewardsByToken'),
  /**
   * [ref: checkout#calls] payment provider: POST /api/checkout/payment-provider/lookup-rewards-card, the provider's
   * account rewards read (its payload is not shown: the same `{tnsSession}` / `{token}` as
   * GetAccountRewards / GetAccountRewardsByToken; its answer as theirs).
   */
  lookupRewardsCard: defineCall<RewardsAnswer>({
    name: 'lookupRewardsCard',
    method: 'POST',
    path: '/api/checkout/payment-provider/lookup-rewards-card',
    answer: RewardsAnswer,
  }),
  applyCartRewardCertificate: defineCall<CheckoutAnswer>({
    name: 'applyCartRewardCertificate',
    method: 'POST',
    path: '/ReactCheckout/ApplyCartRewardCertificate',
    answer: CheckoutAnswer,
  }),
  providerApplyCartRewardCertificate: defineCall<CheckoutAnswer>({
    name: 'providerApplyCartRewardCertificate',
    method: 'POST',
    path: '/api/checkout/payment-provider/apply-cart-reward-certificate',
    answer: CheckoutAnswer,
  }),
} as const;
