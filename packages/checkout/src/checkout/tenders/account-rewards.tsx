import { formatCents, type Site } from '@hearth/core';
import { Button } from '@hearth/ui';
import { useEffect, useId } from 'react';
import { CHECKOUT_MESSAGES as M, formatText } from '../../messages';
import { appliedCertificatesOf } from './applied-tenders';
import type { CheckoutController } from '../checkout-controller';
import type { CheckoutState } from '../checkout-state';
import { KEEP_FOCUS_ATTRIBUTE } from './use-keep-focus';

/** Props of {@link AccountRewards}. */
export interface AccountRewardsProps {
  controller: CheckoutController;
  state: CheckoutState;
  site: Site;
}

/**
 * A signed-in shopper's rewards ([ref: checkout#data] account rewards): the rewards total, the
 * 'rewardExceedOrderTotalMessage' when the server gives one, and the account's certificates with
 * 'Apply' (ApplyCartRewardCertificate). Read once when the step shows for a signed-in shopper; a
 * guest's step makes no call, and a read that failed shows nothing here.
 */
export function AccountRewards({ controller, state, site }: AccountRewardsProps) {
  const headingId = useId();
  const signedIn = state.data?.accountInfo?.isLoggedIn === true;
  useEffect(() => {
    if (signedIn) void controller.loadAccountRewards();
  }, [controller, signedIn]);
  const rewards = state.accountRewards;
  if (!signedIn || !rewards) return null;
  const applied = new Set(appliedCertificatesOf(state.data?.paymentData).map((c) => c.certificateNumber));
  return (
    <div className="hearth-checkout__account-rewards" role="group" aria-labelledby={headingId}>
      <h4 id={headingId}>{M.accountRewardsTitle}</h4>
      {rewards.rewardsTotal !== null ? (
        <p>{formatText(M.rewardsAvailable, [formatCents(rewards.rewardsTotal, site)])}</p>
      ) : null}
      {rewards.rewardExceedOrderTotalMessage ? (
        <p className="hearth-checkout__muted">{rewards.rewardExceedOrderTotalMessage}</p>
      ) : null}
      {rewards.certificates.length > 0 ? (
        <ul aria-label={M.accountCertificates}>
          {rewards.certificates.map(({ certificateNumber, amount }) => (
            <li key={certificateNumber}>
              <span>
                {amount !== null && amount > 0
                  ? formatText(M.certificateAmount, [certificateNumber, formatCents(amount, site)])
                  : certificateNumber}
              </span>
              {applied.has(certificateNumber) ? (
                <span className="hearth-checkout__muted">{M.certificateIsApplied}</span>
              ) : (
                <Button
                  variant="secondary"
                  aria-label={formatText(M.applyCertificate, [certificateNumber])}
                  busy={state.loading === 'applyCartRewardCertificate'}
                  {...{ [KEEP_FOCUS_ATTRIBUTE]: '' }}
                  onClick={() => controller.applyAccountCertificate(certificateNumber)}
                >
                  {M.apply}
                </Button>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
