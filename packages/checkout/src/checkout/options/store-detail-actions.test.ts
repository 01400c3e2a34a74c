import { setFault } from '@hearth/mock-api';
import { describe, expect, it } from 'vitest';
import { callsTo, seedLine, setupCheckoutServer, testController, testEnv } from '../../testing/checkout';

const log = setupCheckoutServer();

function setup() {
  seedLine('200101');
  const env = testEnv();
  const controller = testController(env, 'shippingAndGiftOptions');
  return { env, controller, popup: () => controller.store.getState().popup };
}

describe('store-detail popups ([ref: checkout#calls] StoreLocationDetail, StoreLocationDetailList)', () => {
  it("'Store Details' posts {storeId} to /browse/popup/StoreLocationDetail/0/ and shows the store", async () => {
    const { controller, popup } = setup();
    const opening = controller.openStoreDetail(102);
    expect(popup()).toEqual({ kind: 'storeDetail', list: false, status: 'loading', stores: [] });
    await opening;
    expect(callsTo(log, '/browse/popup/StoreLocationDetail/0/')[0]?.body).toEqual({ storeId: 102 });
    expect(popup()).toMatchObject({
      kind: 'storeDetail',
      list: false,
      status: 'done',
      stores: [{ storeId: 102, name: 'Chicago Michigan Ave', hours: [{ days: 'Mon–Sat', hours: '10 am–8 pm' }, {}] }],
    });
    expect(controller.store.getState().loading).toBeNull();
  });

  it("'All Store Locations' posts {} to /browse/popup/StoreLocationDetailList and lists every store", async () => {
    const { controller, popup } = setup();
    await controller.openStoreList();
    expect(callsTo(log, '/browse/popup/StoreLocationDetailList')[0]?.body).toEqual({});
    const shown = popup();
    expect(shown).toMatchObject({ list: true, status: 'done' });
    expect(shown?.kind === 'storeDetail' && shown.stores.map((s) => s.name)).toEqual([
      'Northbrook',
      'Chicago Michigan Ave',
      'Oak Brook',
      'Toronto Yorkdale',
    ]);
  });

  it.each(['http503', 'network', 'reset', 'malformed'] as const)(
    'a %s answer says the details are not available, logged, no error popup',
    async (fault) => {
      setFault('StoreLocationDetail', fault);
      const { controller, popup, env } = setup();
      await controller.openStoreDetail(101);
      expect(popup()).toEqual({ kind: 'storeDetail', list: false, status: 'failed', stores: [] });
      expect(env.log).toHaveBeenCalledWith('hearth checkout: StoreLocationDetail failed', expect.anything());
    },
  );

  it('closed before the answer came: it stays closed', async () => {
    const { controller, popup } = setup();
    const opening = controller.openStoreList();
    controller.closePopup();
    await opening;
    expect(popup()).toBeNull();
  });
});
