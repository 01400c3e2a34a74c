import type { Site } from '@hearth/core';
import { Button, Dialog, Skeleton } from '@hearth/ui';
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { cartValidationMessage, OversizeList, UnavailableItemsDialog } from '@hearth/commerce';
import type { CartController } from '../controller/cart-controller';
import type { CartPopup } from '../controller/cart-store';
import { CART_ISLAND } from '../cart-urls';
import { CheckoutNowFlyout } from './checkout-now-flyout';
import { cartMessage } from '../wording';
import type { PopupContent } from './popup-html';

/** Props of {@link CartPopups}. */
export interface CartPopupsProps {
  popup: CartPopup | null;
  busy: string | null;
  site: Site;
  controller: CartController;
  /** Where focus goes when a checkout popup closes: the checkout button. */
  checkoutButton: RefObject<HTMLButtonElement | null>;
  /** Renders the sign-in of the 'Checkout Now' flyout (npm users); default: the nested `sign-in` island. */
  renderSignIn?: ((options: { returnUrl: string }) => ReactNode) | undefined;
}

type Kind = CartPopup['kind'];
type Of<K extends Kind> = Extract<CartPopup, { kind: K }>;

/** Keeps the last popup of each kind, so a dialog keeps its content while it slides out. */
function useLastOf(popup: CartPopup | null) {
  const last = useRef<Partial<Record<Kind, CartPopup>>>({});
  if (popup) last.current[popup.kind] = popup;
  return <K extends Kind>(kind: K) => ({ open: popup?.kind === kind, data: last.current[kind] as Of<K> | undefined });
}

/** Every popup of the cart page [ref: cart#screens]: each a Dialog (focus trap, Escape, focus returned). */
export function CartPopups({ popup, busy, site, controller, checkoutButton, renderSignIn }: CartPopupsProps) {
  const slot = useLastOf(popup);
  const onOpenChange = (open: boolean) => {
    // Stryker disable next-line ConditionalExpression: the dialogs call it only to close (opening is the controller's)
    if (!open) controller.closePopup();
  };
  const error = slot('cartError');
  const oversize = slot('oversize');
  const url = slot('popupUrl');
  const unavailable = slot('unavailable');
  const certificates = slot('certificates');
  const checkoutNow = slot('checkoutNow');
  return (
    <>
      {error.data ? (
        <Dialog
          open={error.open}
          onOpenChange={onOpenChange}
          title={error.data.view.title}
          footer={
            <Button onClick={() => controller.returnToCart()}>
              {cartValidationMessage('returnToCart', 'Return to Cart')}
            </Button>
          }
        >
          <p>{error.data.view.text}</p>
        </Dialog>
      ) : null}
      {oversize.data ? (
        <Dialog
          open={oversize.open}
          onOpenChange={onOpenChange}
          title={cartMessage('oversizeTitle', 'Oversize item information')}
          returnFocus={checkoutButton}
          footer={
            <Button onClick={() => controller.continueAfterOversize()}>
              {cartMessage('oversizeContinue', 'Continue')}
            </Button>
          }
        >
          <p>
            {oversize.data.pickup
              ? cartMessage(
                  'oversizeText',
                  'These items are oversized. Please make sure they fit in your vehicle before you choose store pickup.',
                )
              : cartMessage(
                  'oversizeDeliveryText',
                  'These items arrive in large boxes. Please make sure they fit through your doorways, halls and stairs.',
                )}
          </p>
          <OversizeList items={oversize.data.items} />
        </Dialog>
      ) : null}
      {url.data ? (
        <PopupUrlDialog
          url={url.data.url}
          open={url.open}
          onOpenChange={onOpenChange}
          returnFocus={checkoutButton}
          load={controller.popupContent}
        />
      ) : null}
      {unavailable.data ? (
        <UnavailableItemsDialog
          open={unavailable.open}
          onOpenChange={onOpenChange}
          popup={unavailable.data.popup}
          items={unavailable.data.items}
          site={site}
          island={CART_ISLAND}
          removing={busy === 'removeUnavailableItems'}
          onRemove={() => void controller.removeUnavailableItems()}
          onReturnToCart={() => controller.returnToCart()}
          returnFocus={checkoutButton}
        />
      ) : null}
      {certificates.data ? (
        <Dialog
          open={certificates.open}
          onOpenChange={onOpenChange}
          title={cartMessage('certificatesTitle', 'Are you sure?')}
          footer={
            <>
              <Button busy={busy === 'removeCertificates'} onClick={() => controller.removeCertificates()}>
                {cartMessage('certificatesConfirm', 'Remove Certificates')}
              </Button>
              <Button variant="secondary" onClick={() => controller.closePopup()}>
                {cartMessage('cancel', 'Cancel')}
              </Button>
            </>
          }
        >
          <p>{cartMessage('certificatesText', 'Your reward certificates will be removed from this order.')}</p>
        </Dialog>
      ) : null}
      {checkoutNow.data ? (
        <CheckoutNowFlyout
          open={checkoutNow.open}
          onOpenChange={onOpenChange}
          checkoutUrl={checkoutNow.data.checkoutUrl}
          returnFocus={checkoutButton}
          renderSignIn={renderSignIn}
        />
      ) : null}
    </>
  );
}

/**
 * The popup a checkout `popupUrl` opens: the server's HTML, sanitized [ref: cart#rules]. It opens at once
 * with a skeleton, so the shopper sees the checkout answered; a failed read says so in the popup
 * and is logged.
 */
function PopupUrlDialog({
  url,
  open,
  onOpenChange,
  returnFocus,
  load,
}: {
  url: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocus: RefObject<HTMLButtonElement | null>;
  load: (url: string) => Promise<PopupContent>;
}) {
  const [content, setContent] = useState<PopupContent | 'loading' | 'failed'>('loading');
  useEffect(() => {
    let live = true;
    setContent('loading');
    load(url).then(
      (loaded) => live && setContent(loaded),
      (error: unknown) => {
        console.error(`hearth ${CART_ISLAND}: popupUrl failed`, error);
        if (live) setContent('failed');
      },
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [url]);
  const loaded = typeof content === 'object' ? content : null;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={loaded?.title ?? cartMessage('popupFallbackTitle', 'Please Note')}
      returnFocus={returnFocus}
    >
      {content === 'loading' ? <Skeleton lines={3} label={cartMessage('popupLoading', 'Loading…')} /> : null}
      {content === 'failed' ? (
        <p role="alert">
          {cartMessage('popupFailed', 'This information could not be loaded. Please try again later.')}
        </p>
      ) : null}
      {loaded ? <div className="hearth-sanitized-html" dangerouslySetInnerHTML={{ __html: loaded.html }} /> : null}
    </Dialog>
  );
}
