import { Button } from '@hearth/ui';
import { useEffect, useRef, useState } from 'react';
import { checkoutMessage } from '../../wording';
import type { CheckoutController } from '../checkout-controller';
import type { CheckoutState } from '../checkout-state';
import type { PayPalMethod } from './alt-pay';
import type { VendorButton } from './alt-pay-actions';

/** Props of {@link PayPalButtons}. */
export interface PayPalButtonsProps {
  controller: CheckoutController;
  state: CheckoutState;
}

// read at render so the page's wording applies
const LABELS: Record<PayPalMethod, () => string> = {
  paypal: () => checkoutMessage('payWithPayPal', 'Pay with PayPal'),
  venmo: () => checkoutMessage('payWithVenmo', 'Pay with Venmo'),
};

/**
 * 'PayPal or Venmo' chosen ([ref: checkout#data] payment options): PayPal's and Venmo's buttons, each offered
 * one where the page offers it. The provider's own buttons render (PayPal's SDK, loaded now);
 * a provider without them gets Hearth's buttons, which run its flow.
 */
export function PayPalButtons({ controller, state }: PayPalButtonsProps) {
  const methods = (['paypal', 'venmo'] as const).filter((method) => controller.altPayOffers(method));
  return (
    <div className="hearth-checkout__row-actions hearth-checkout__alt-pay">
      {methods.map((method) => (
        <PayPalButton
          key={method}
          method={method}
          controller={controller}
          busy={state.loading === `altPay:${method}`}
        />
      ))}
    </div>
  );
}

/** One vendor button: a container the vendor renders into (React never renders inside it). */
function PayPalButton({
  method,
  controller,
  busy,
}: {
  method: PayPalMethod;
  controller: CheckoutController;
  busy: boolean;
}) {
  const container = useRef<HTMLDivElement>(null);
  const [shows, setShows] = useState<VendorButton | 'loading'>('loading');
  useEffect(() => {
    let alive = true;
    let remove = () => {};
    const element = container.current;
    if (!element) return;
    void controller.mountAltPayButton(method, element).then((mounted) => {
      if (!alive) return mounted.remove();
      remove = mounted.remove;
      setShows(mounted.shows);
    });
    return () => {
      alive = false;
      remove();
    };
  }, [controller, method]);
  return (
    <>
      <div ref={container} className="hearth-checkout__vendor-button" data-method={method} aria-busy={busy} />
      {shows === 'loading' ? (
        <p className="hearth-checkout__muted" role="status">
          {checkoutMessage('altPayLoading', 'Loading payment options…')}
        </p>
      ) : null}
      {shows === 'own' ? (
        <Button variant="secondary" busy={busy} onClick={() => controller.payWith(method)}>
          {LABELS[method]()}
        </Button>
      ) : null}
    </>
  );
}
