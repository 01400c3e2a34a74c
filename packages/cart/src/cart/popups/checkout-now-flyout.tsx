import { getAntiForgeryToken } from '@hearth/core';
import { Button, Flyout } from '@hearth/ui';
import { useId, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { cartMessage } from '../wording';

/** The form field the server reads the anti-forgery token from in a form POST [ref: script-tag#the-markup]. */
export const ANTI_FORGERY_FIELD = '__RequestVerificationToken';

/** Props of {@link CheckoutNowFlyout}. */
export interface CheckoutNowFlyoutProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where checkout starts: the redirect URL of the checkout answer. */
  checkoutUrl: string;
  /** Focus goes back here on close. */
  returnFocus?: RefObject<HTMLElement | null> | undefined;
  /**
   * Renders the Returning Customers sign-in (npm users: e.g. `<SignIn returnUrl={returnUrl} />` of
   * `@hearth/account`). Default: a nested `sign-in` island element, which the script-tag loader
   * mounts (Google and Apple sign-in when enabled), with a 'Sign In' link as its fallback.
   */
  renderSignIn?: ((options: { returnUrl: string }) => ReactNode) | undefined;
}

/** [ref: cart#screens]: the fallback sign-in redirect. */
export function loginUrl(returnUrl: string): string {
  return `/account/login?returnUrl=${encodeURIComponent(returnUrl)}&isRedirect=true`;
}

// Stryker disable next-line Regex: a character reference for every other character too reads back the same
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The nested `sign-in` island [ref: script-tag#attributes-and-windowhearth]: its server HTML is a plain link until it mounts. */
function SignInIsland({ returnUrl }: { returnUrl: string }) {
  const props = useMemo(() => JSON.stringify({ returnUrl }), [returnUrl]);
  // React never touches the children after the first render (stable __html), so the loader may
  // replace them with the mounted island.
  const fallback = useMemo(
    () =>
      `<a class="hearth-button hearth-button--secondary" href="${escapeHtml(loginUrl(returnUrl))}">${escapeHtml(cartMessage('signInFallback', 'Sign In'))}</a>`,
    [returnUrl],
  );
  return <div data-island="sign-in" data-props={props} dangerouslySetInnerHTML={{ __html: fallback }} />;
}

/**
 * The 'Checkout Now' login flyout [ref: cart#screens, #roles]: it slides in from the right. Returning Customers
 * sign in; New Customers press 'Guest Checkout', a form POST to the checkout URL with the
 * anti-forgery field.
 */
export function CheckoutNowFlyout({
  open,
  onOpenChange,
  checkoutUrl,
  returnFocus,
  renderSignIn,
}: CheckoutNowFlyoutProps) {
  const returningId = useId();
  const newId = useId();
  const sent = useRef(false);
  const [submitted, setSubmitted] = useState(false);
  const token = getAntiForgeryToken();
  return (
    <Flyout
      open={open}
      onOpenChange={onOpenChange}
      title={cartMessage('checkoutNowTitle', 'Checkout Now')}
      side="right"
      returnFocus={returnFocus}
    >
      <section className="hearth-checkout-now__returning" aria-labelledby={returningId}>
        <h3 id={returningId}>{cartMessage('returningCustomers', 'Returning Customers')}</h3>
        {renderSignIn ? renderSignIn({ returnUrl: checkoutUrl }) : <SignInIsland returnUrl={checkoutUrl} />}
      </section>
      <section className="hearth-checkout-now__new" aria-labelledby={newId}>
        <h3 id={newId}>{cartMessage('newCustomers', 'New Customers')}</h3>
        <p>
          {cartMessage('newCustomersText', 'Check out as a guest. You can create an account after placing your order.')}
        </p>
        <form
          method="post"
          action={checkoutUrl}
          onSubmit={(event) => {
            // [ref: README#every-island]: a second press while the page is leaving sends nothing.
            if (sent.current) event.preventDefault();
            sent.current = true;
            setSubmitted(true);
          }}
        >
          <input type="hidden" name={ANTI_FORGERY_FIELD} value={token} />
          <Button type="submit" busy={submitted}>
            {cartMessage('guestCheckout', 'Guest Checkout')}
          </Button>
        </form>
      </section>
    </Flyout>
  );
}
