import { getConfig, type Site } from '@hearth/core';
import { Button, Skeleton, SkeletonBlock } from '@hearth/ui';
import { useId, useMemo, useRef, type ReactNode, type RefObject } from 'react';
import { cartValidationMessage, commerceMessage, UnavailableList } from '@hearth/commerce';
import { CartLine } from './lines/cart-line';
import { DonationOffer, PromoCodeForm, ZipCodeForm } from './cart-forms';
import { CART_ROUTE } from './controller/cart-error';
import { CART_ISLAND, cartLinkUrl } from './cart-urls';
import { CartPopupsPart } from './lazy-popups';
import { cartMessage } from './wording';
import { OrderSummary } from './order-summary';
import { SavedForLater } from './lines/saved-for-later';
import type { CartController } from './controller/cart-controller';
import type { CartState } from './controller/cart-store';
import type { CartData } from './schema';
import { useCartPage, type UseCartPageOptions } from './use-cart-page';
import { useLineFocus } from './lines/use-line-focus';

/** Name of the part, used in class names and error messages. */
export const CART_PAGE_NAME = 'CartPage';

/** Props of {@link CartPage}. */
export interface CartPageProps extends UseCartPageOptions {
  /**
   * Renders the Returning Customers sign-in of the 'Checkout Now' flyout. Default: a nested
   * `sign-in` island element that the script-tag loader mounts.
   * @default undefined
   */
  renderSignIn?: ((options: { returnUrl: string }) => ReactNode) | undefined;
  /** Where 'Continue Shopping' goes from an empty cart: an http(s) URL or a path on this site (else '/'). @default '/' */
  continueShoppingUrl?: string | undefined;
}

const messageOf = (cart: CartData, key: string, fallback: string): string => {
  const value = cart.messages?.[key];
  return typeof value === 'string' && value !== '' ? value : fallback;
};

/** The loading skeleton: two lines and the summary. */
function CartSkeleton() {
  return (
    <Skeleton label={cartMessage('loading', 'Loading your cart…')} className="hearth-cart__skeleton">
      {[0, 1].map((row) => (
        <span key={row} className="hearth-cart__skeleton-line">
          <SkeletonBlock width={120} height={120} />
          <SkeletonBlock width="60%" height="1.25em" />
          <SkeletonBlock width="30%" />
        </span>
      ))}
      <SkeletonBlock width="100%" height={160} />
    </Skeleton>
  );
}

/** The load failure: the error's title and text, and 'Return to Cart' [ref: cart#errors]. */
function CartLoadError({ view }: { view: CartState['loadError'] }) {
  return (
    <div className="hearth-cart__error" role="alert">
      <h2>{view?.title ?? cartMessage('genericErrorTitle', "We're Sorry.")}</h2>
      <p>
        {view?.text ??
          cartMessage('genericErrorText', 'Something went wrong. Please return to your cart and try again.')}
      </p>
      <a className="hearth-button hearth-button--secondary" href={CART_ROUTE}>
        {cartValidationMessage('returnToCart', 'Return to Cart')}
      </a>
    </div>
  );
}

/** Beside the lines: ZIP code, promo code, the order summary and the checkout button [ref: cart#rules]. */
function CartAside({
  cart,
  state,
  site,
  controller,
  checkoutButton,
}: {
  cart: CartData;
  state: CartState;
  site: Site;
  controller: CartController;
  checkoutButton: RefObject<HTMLButtonElement | null>;
}) {
  const config = cart.configuration ?? {};
  const { busy } = state;
  const sending = busy !== null;
  return (
    <div className="hearth-cart__aside">
      {config.isZipCodeEnabled !== false ? (
        <ZipCodeForm
          site={site}
          zipCode={cart.cartSummary?.taxZipCode ?? ''}
          error={state.zipError}
          busy={sending}
          controller={controller}
        />
      ) : null}
      {config.isPromoCodeEnabled !== false ? (
        <PromoCodeForm
          discountCode={cart.cartSummary?.discountCode ?? ''}
          error={state.promoError}
          busy={busy}
          controller={controller}
        />
      ) : null}
      <OrderSummary
        summary={cart.orderSummary}
        site={site}
        onRemoveCertificates={() => controller.openCertificates()}
        removeCertificatesProps={CartPopupsPart.preloadProps}
      >
        <Button
          {...CartPopupsPart.preloadProps}
          ref={checkoutButton}
          className="hearth-cart__checkout"
          busy={sending}
          onClick={() => {
            void CartPopupsPart.preload();
            return controller.checkout();
          }}
        >
          {cartMessage('checkout', 'Checkout')}
        </Button>
      </OrderSummary>
    </div>
  );
}

/**
 * The cart page [ref: cart]: line items, saved for later, donation, ZIP code, promo code, order summary,
 * rewards and the checkout button, with every popup of the cart. Renders from `cartData` or
 * fetches it (`getCartJsx`). Every action shows busy, never sends twice, reloads the cart and
 * dispatches `hearth:cart-updated`.
 */
export function CartPage({ renderSignIn, continueShoppingUrl = '/', ...options }: CartPageProps) {
  const { controller, state } = useCartPage(options);
  const { site } = getConfig();
  const checkoutButton = useRef<HTMLButtonElement>(null);
  const region = useRef<HTMLElement>(null);
  const lines = useRef<HTMLUListElement>(null);
  const headingId = useId();
  const { cart, busy } = state;
  // One action at a time: while any is being sent, the buttons that would start another are busy
  // (a press then would be ignored), so no press is lost without a sign.
  const sending = busy !== null;
  const lineIds = useMemo(() => (cart?.lineItems ?? []).map((line) => line.id), [cart]);
  const leave = useLineFocus(lineIds, lines, region);
  // The popups' code loads with the first popup (or earlier, from an opener); then it stays.
  const popupsWanted = useRef(false);
  if (state.popup) popupsWanted.current = true;

  let body: ReactNode;
  if (state.status === 'loading') body = <CartSkeleton />;
  else if (state.status === 'error' || !cart) {
    body = <CartLoadError view={state.loadError} />;
  } else {
    const config = cart.configuration ?? {};
    const unavailable = cart.unavailableItems ?? [];
    const empty = cart.lineItems.length === 0 && unavailable.length === 0;
    body = (
      <>
        {state.notice ? (
          <p className="hearth-cart__notice" role="alert">
            {state.notice}
          </p>
        ) : null}
        {empty ? (
          <div className="hearth-cart__empty">
            <p>{messageOf(cart, 'emptyCart', cartMessage('emptyCart', 'Your cart is empty.'))}</p>
            <a
              className="hearth-button hearth-button--primary"
              href={cartLinkUrl(continueShoppingUrl, 'continueShoppingUrl') ?? '/'}
            >
              {commerceMessage('continueShopping', 'Continue Shopping')}
            </a>
          </div>
        ) : (
          <>
            {state.pickup?.outage ? (
              <p className="hearth-cart__pickup-outage" role="status">
                {messageOf(
                  cart,
                  'pickupOutage',
                  cartMessage(
                    'pickupOutage',
                    'Pickup estimates are temporarily unavailable. Please check again later.',
                  ),
                )}
              </p>
            ) : null}
            <ul ref={lines} className="hearth-cart__lines">
              {cart.lineItems.map((line) => (
                <CartLine
                  key={line.id}
                  line={line}
                  site={site}
                  controller={controller}
                  busy={busy}
                  pickupMessage={state.pickup?.messages[String(line.id)]}
                  pickupEnabled={config.isStorePickupEnabled !== false}
                  saveForLaterEnabled={config.isSaveForLaterEnabled !== false}
                  leave={leave}
                />
              ))}
            </ul>
            {unavailable.length > 0 ? (
              <section className="hearth-cart__unavailable-items" aria-labelledby={`${headingId}-nla`}>
                <h2 id={`${headingId}-nla`}>{cartValidationMessage('nlaTitle', 'Item(s) no longer available')}</h2>
                <UnavailableList items={unavailable} site={site} island={CART_ISLAND} />
              </section>
            ) : null}
          </>
        )}
        <SavedForLater items={cart.savedForLater ?? []} site={site} controller={controller} busy={busy} />
        {config.isDonationEnabled ? <DonationOffer busy={sending} controller={controller} /> : null}
        {!empty ? (
          <CartAside cart={cart} state={state} site={site} controller={controller} checkoutButton={checkoutButton} />
        ) : null}
      </>
    );
  }

  return (
    <>
      {/* The legacy page owns the page's one h1 ('Shopping Cart'); the island names its region
          without repeating the heading. Focus comes here when the last line leaves. */}
      <section
        ref={region}
        tabIndex={-1}
        className="hearth-cart"
        aria-label={cartMessage('cartTitle', 'Shopping Cart')}
        aria-busy={sending || state.status === 'loading'}
        // the actions' code comes when the pointer or focus reaches the cart, before a press
        onPointerEnter={controller.preload}
        onFocus={controller.preload}
      >
        {body}
      </section>
      {/* Outside the region: a dialog is not part of the busy cart, and lives in the top layer. */}
      {popupsWanted.current ? (
        <CartPopupsPart.Component
          popup={state.popup}
          busy={busy}
          site={site}
          controller={controller}
          checkoutButton={checkoutButton}
          renderSignIn={renderSignIn}
        />
      ) : null}
    </>
  );
}
