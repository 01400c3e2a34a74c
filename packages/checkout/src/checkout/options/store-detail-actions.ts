/**
 * The store-detail popups of store pickup ([ref: checkout#calls] other calls): POST
 * /browse/popup/StoreLocationDetail/0/ `{storeId}` for the pickup store, POST
 * /browse/popup/StoreLocationDetailList `{}` for every store. A read, not a step action: no loading
 * flag, so the shopper may go on; a failed or malformed answer says so in the popup and is logged.
 */
import { CHECKOUT_CALLS } from '../calls';
import type { CheckoutContext } from '../checkout-context';
import type { CheckoutPopup } from '../checkout-state';
import type { StoreDetail } from '../shared/schema';

/** The store-detail actions. */
export function storeDetailActions(ctx: CheckoutContext) {
  const { env, get, set } = ctx;

  async function show(list: boolean, read: () => Promise<StoreDetail[]>): Promise<void> {
    const loading: CheckoutPopup = { kind: 'storeDetail', list, status: 'loading', stores: [] };
    set({ popup: loading });
    let next: CheckoutPopup;
    try {
      next = { kind: 'storeDetail', list, status: 'done', stores: await read() };
    } catch (error) {
      env.log(`hearth checkout: ${list ? 'StoreLocationDetailList' : 'StoreLocationDetail'} failed`, error);
      next = { kind: 'storeDetail', list, status: 'failed', stores: [] };
    }
    // closed, or another popup opened meanwhile: the answer is not wanted any more
    if (get().popup === loading) set({ popup: next });
  }

  return {
    /** 'Store Details' of the pickup store. */
    openStoreDetail: (storeId: string | number) =>
      show(false, async () => {
        const answer = await env.client.send(CHECKOUT_CALLS.storeLocationDetail, { body: { storeId } });
        return [answer.store];
      }),
    /** 'All Store Locations'. */
    openStoreList: () =>
      show(true, async () => (await env.client.send(CHECKOUT_CALLS.storeLocationDetailList, { body: {} })).stores),
  };
}
