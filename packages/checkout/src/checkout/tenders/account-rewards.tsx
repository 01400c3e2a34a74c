import { formatCents, type Site } from '@hearth/core';
import { Button } from '@hearth/ui';
import { useEffect, useId } from 'react';
import { formatText, checkoutMessage } from '../../wording';
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
      <h4 id={headingId}>{checkoutMessage('accountRewardsTitle', 'Your Rewards')}</h4>
      {rewards.rewardsTotal !== null ? (
        <p>
          {formatText(checkoutMessage('rewardsAvailable', 'Rewards available: {0}'), [
            formatCents(rewards.rewardsTotal, site),
          ])}
        </p>
      ) : null}
      {rewards.rewardExceedOrderTotalMessage ? (
        <p className="hearth-checkout__muted">{rewards.rewardExceedOrderTotalMessage}</p>
      ) : null}
      {rewards.certificates.length > 0 ? (
        <ul aria-label={checkoutMessage('accountCertificates', 'Your reward certificates')}>
          {rewards.certificates.map(({ certificateNumber, amount }) => (
            <li key={certificateNumber}>
              <span>
                {amount !== null && amount > 0
                  ? formatText(checkoutMessage('certificateAmount', '{0}: {1}'), [
                      certificateNumber,
                      formatCents(amount, site),
                    ])
                  : certificateNumber}
              </span>
              {applied.has(certificateNumber) ? (
                <span className="hearth-checkout__muted">{checkoutMessage('certificateIsApplied', 'Applied')}</span>
              ) : (
                <Button
                  variant="secondary"
                  aria-label={formatText(checkoutMessage('applyCertificate', 'Apply reward certificate {0}'), [
                    certificateNumber,
                  ])}
                  busy={state.loading === 'applyCartRewardCertificate'}
                  {...{ [KEEP_FOCUS_ATTRIBUTE]: '' }}
                  onClick={() => controller.applyAccountCertificate(certificateNumber)}
                >
                  {checkoutMessage('apply', 'Apply')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
