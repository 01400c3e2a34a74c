/**
 * A signed-in shopper's account rewards on the payment step [ref: checkout#overview, #data, #calls]: GetAccountRewards
 * `{tnsSession}` or, by config, GetAccountRewardsByToken `{token}` (with the `paymentProvider`
 * feature, the provider's lookup-rewards-card with the same body), and applying one of the
 * account's certificates with ApplyCartRewardCertificate `{accountNumber, cardToken, certificateNumber}`.
 * Their own lazy group (the controller loads this module on the first call): the step reads the
 * rewards when it shows, before any payment action is used.
 */
import { getConfig, type CallDefinition } from '@hearth/core';
import type { CheckoutContext } from '../checkout-context';
import type { AccountRewards } from '../checkout-state';
import { PAYMENT_PROVIDER_FEATURE, REWARDS_CALLS, type RewardsAnswer } from '../rewards-calls';
import type { CheckoutData } from '../shared/schema';
import { tenderRunner } from './tender-runner';

/** The `hearth-config` feature choosing GetAccountRewardsByToken `{token}` over GetAccountRewards `{tnsSession}`. */
export const REWARDS_BY_TOKEN_FEATURE = 'rewardsByToken';

/**
 * The account rewards read for the page's features: by token or by session, at the checkout or at
 * the payment provider. The session and the token come from the checkout data
 * (`paymentData.rewardsLookup`; '' when the server sent none: it knows its own session).
 */
export function accountRewardsRequest(
  features: Readonly<Record<string, boolean>> | undefined,
  data: CheckoutData | null | undefined,
): { call: CallDefinition<RewardsAnswer>; body: Record<string, string> } {
  const lookup = data?.paymentData?.rewardsLookup;
  const byToken = features?.[REWARDS_BY_TOKEN_FEATURE] === true;
  const body: Record<string, string> = byToken
    ? { token: lookup?.token ?? '' }
    : { tnsSession: lookup?.tnsSession ?? '' };
  if (features?.[PAYMENT_PROVIDER_FEATURE] === true) return { call: REWARDS_CALLS.lookupRewardsCard, body };
  return { call: byToken ? REWARDS_CALLS.getAccountRewardsByToken : REWARDS_CALLS.getAccountRewards, body };
}

/** What the step keeps of a rewards answer; null when it carries nothing to show. */
export function accountRewardsOf(answer: RewardsAnswer): AccountRewards | null {
  const certificates = (answer.certificates ?? [])
    .filter((c) => c.certificateNumber.trim() !== '')
    .map((c) => ({
      certificateNumber: c.certificateNumber.trim(),
      amount: typeof c.amount === 'number' && Number.isFinite(c.amount) ? c.amount : null,
    }));
  const total =
    typeof answer.rewardsTotal === 'number' && Number.isFinite(answer.rewardsTotal) ? answer.rewardsTotal : null;
  if (total === null && certificates.length === 0 && !answer.rewardExceedOrderTotalMessage) return null;
  return {
    rewardsTotal: total,
    rewardExceedOrderTotalMessage: answer.rewardExceedOrderTotalMessage || null,
    accountNumber: answer.accountNumber ?? '',
    cardToken: answer.cardToken ?? '',
    certificates,
  };
}

/** The account rewards actions. */
export function rewardsActions(ctx: CheckoutContext) {
  const { tender, run } = tenderRunner(ctx);
  let requested = false;
  return {
    /**
     * Reads the account rewards once, for a signed-in shopper only. A read that fails or answers
     * something malformed shows nothing more and is logged: it never breaks the step (no popup,
     * no loading flag: the shopper may act meanwhile).
     */
    loadAccountRewards: async (): Promise<void> => {
      const data = ctx.get().data;
      if (requested || data?.accountInfo?.isLoggedIn !== true) return;
      requested = true;
      const { call, body } = accountRewardsRequest(getConfig().features, data);
      try {
        const answer = await ctx.env.client.send(call, { body });
        if (answer.isSuccess === false)
          return ctx.env.log(`hearth checkout: ${call.name} refused: ${answer.errorMessage || answer.message || ''}`);
        ctx.set({ accountRewards: accountRewardsOf(answer) });
      } catch (error) {
        ctx.env.log(`hearth checkout: ${call.name} failed; the account rewards are not shown`, error);
      }
    },
    /** ApplyCartRewardCertificate {accountNumber, cardToken, certificateNumber} (or the provider's apply-cart-reward-certificate). */
    applyAccountCertificate: (certificateNumber: string) =>
      run('applyCartRewardCertificate', async () => {
        const rewards = ctx.get().accountRewards;
        const provider = getConfig().features?.[PAYMENT_PROVIDER_FEATURE] === true;
        const call = provider
          ? REWARDS_CALLS.providerApplyCartRewardCertificate
          : REWARDS_CALLS.applyCartRewardCertificate;
        return tender(
          await ctx.send(call, {
            accountNumber: rewards?.accountNumber ?? '',
            cardToken: rewards?.cardToken ?? '',
            certificateNumber,
          }),
        );
      }),
  };
}

/** The actions of {@link rewardsActions}. */
export type RewardsGroup = ReturnType<typeof rewardsActions>;
