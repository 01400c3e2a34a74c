import type { IslandInjectedProps } from '@hearth/core';
import { Button, Skeleton } from '@hearth/ui';
import { useEffect, useId, useMemo, useRef } from 'react';
import { stepName, checkoutMessage } from '../wording';
import type { CheckoutEnv } from './checkout-env';
import { CheckoutPopups } from './popups/checkout-popups';
import { CheckoutProgress } from './checkout-progress';
import { checkoutSettings, type CheckoutCardEntry } from './checkout-settings';
import { OrderSummary } from './order-summary';
import type { CheckoutIslandProps } from './props-schema';
import { islandStep } from './steps';
import { useCheckout } from './use-checkout';

/** Props of {@link Checkout}: the island's props, and what npm users may swap. */
export interface CheckoutProps extends CheckoutIslandProps, IslandInjectedProps {
  /** What to use instead of the browser (client, navigation, history, logging). @default the browser's */
  env?: Partial<CheckoutEnv> | undefined;
  /**
   * 'Add New Card' on a page without the script tag: the card form to render, as a popup of the
   * checkout (`<Checkout cardEntry={CardEntryDialog} />` with `CardEntryDialog` of @hearth/account).
   * The card it hands back goes straight into SavePayment.
   * @default the `card-entry` island, through `hearth.open`
   */
  cardEntry?: CheckoutCardEntry | undefined;
}

/**
 * The `checkout` island [ref: checkout]: the steps Shipping, Shipping and Gift Options, Payment and Billing
 * and Review (the step table) [ref: checkout#screens], their state and every popup. Step changes go through the
 * flow route: the address changes (`routing: 'path'`, under `basePath`) and the page stays; any
 * other target is a full navigation.
 */
export function Checkout(props: CheckoutProps) {
  const { controller, state } = useCheckout({
    checkoutData: props.checkoutData,
    step: props.step,
    env: props.env,
    routing: props.routing,
    basePath: props.basePath,
  });
  const settings = useMemo(() => checkoutSettings(props, state.data), [props, state.data]);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(state.step);
  useEffect(() => {
    // a step change moves focus to its heading, as a new page would put the reader at its top;
    // mounting does not (nor StrictMode's second mount in development)
    if (shownStep.current !== state.step) heading.current?.focus();
    shownStep.current = state.step;
  }, [state.step]);
  const { step, status } = state;
  const Step = status === 'ready' ? islandStep(step)?.Component : undefined;
  return (
    <div className="hearth-checkout" data-step={step}>
      <CheckoutProgress step={step} />
      <div className="hearth-checkout__main" aria-busy={state.loading !== null || undefined}>
        <h2 id={headingId} ref={heading} tabIndex={-1} className="hearth-checkout__heading">
          {stepName(step)}
        </h2>
        {state.notice ? (
          <p role="alert" className="hearth-checkout__notice">
            {state.notice}
          </p>
        ) : null}
        {status === 'loading' ? <Skeleton lines={6} label={checkoutMessage('loading', 'Loading checkout…')} /> : null}
        {status === 'error' ? (
          <div role="alert" className="hearth-checkout__notice">
            <p>{checkoutMessage('loadError', 'We could not load your checkout.')}</p>
            <Button variant="secondary" onClick={() => controller.load()}>
              {checkoutMessage('tryAgain', 'Try Again')}
            </Button>
          </div>
        ) : null}
        {Step ? <Step controller={controller} state={state} settings={settings} /> : null}
      </div>
      {state.data ? <OrderSummary summary={state.data.orderSummary} site={settings.site} /> : null}
      <CheckoutPopups controller={controller} state={state} settings={settings} />
    </div>
  );
}
