import {
  pageLog,
  pageNavigate,
  dispatchCartUpdated,
  getConfig,
  isFeatureOn,
  lazyClient,
  useCallScope,
  useStoreState,
  type HearthClient,
} from '@hearth/core';
import { useEffect, useState } from 'react';
import { createCartController, type CartController } from './controller/cart-controller';
import type { CartState } from './controller/cart-store';
import type { CartData } from './schema';

/** Feature flag: remove certificates through the other card payment provider's call [ref: cart#calls]. */
export const PAYMENT_PROVIDER_FEATURE = 'paymentProvider';

/** Options of {@link useCartPage}. */
export interface UseCartPageOptions {
  /** The cart the server rendered; without it the cart is fetched from `getCartJsx`. */
  cartData?: CartData | undefined;
  /** The store whose pickup estimate getEdd gives. @default cartData.configuration.locationId */
  locationId?: string | number | null | undefined;
  /** Full-page navigation. @default location.assign */
  navigate?: ((url: string) => void) | undefined;
  /** The call client. @default the shared client, its code loaded at the first call (lazyClient) */
  client?: HearthClient | undefined;
}

/** What {@link useCartPage} returns. */
export interface CartPageResult {
  /** The cart's actions (each busy while it runs) and its store. */
  controller: CartController;
  /** The cart as the page shows it now. */
  state: CartState;
}

/**
 * The cart page's controller and state (hooks return what components render). Its calls stop when
 * it unmounts: an answer that comes later is dropped.
 */
export function useCartPage({ cartData, locationId, navigate, client }: UseCartPageOptions): CartPageResult {
  // a cart the server rendered makes no call before the shopper acts (unless it reads a pickup
  // estimate): the client's code comes with the first call
  const [shared] = useState(() => client ?? lazyClient());
  const scope = useCallScope();
  const [controller] = useState(() =>
    createCartController(
      {
        client: shared,
        scope,
        navigate: navigate ?? pageNavigate,
        log: pageLog,
        site: () => getConfig().site,
        cartUpdated: dispatchCartUpdated,
        certificatesCall: () =>
          isFeatureOn(PAYMENT_PROVIDER_FEATURE) ? 'removeCertificatesProvider' : 'removeCertificates',
        locationId: locationId ?? null,
      },
      cartData,
    ),
  );
  const state = useStoreState(controller.store);
  useEffect(() => {
    if (cartData) void controller.refreshPickup();
    else void controller.load();
    // once: later changes come from the controller
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [controller]);
  return { controller, state };
}
