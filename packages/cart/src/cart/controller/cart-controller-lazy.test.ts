/**
 * The cart controller's actions load on first use (a chunk of their own in the script tag): the
 * controller is given a loader that counts, or fails, in place of `import('./cart-actions')`.
 */
import { getClient, getConfig } from '@hearth/core';
import { describe, expect, it, vi } from 'vitest';
import * as cartActions from './cart-actions';
import { createCartController, type CartControllerEnv } from './cart-controller';
import { seedLine, setupCartServer } from '../../testing/cart';

setupCartServer();

function setup() {
  const env: CartControllerEnv = {
    client: getClient(),
    navigate: vi.fn<(url: string) => void>(),
    log: vi.fn(),
    site: () => getConfig().site,
    cartUpdated: vi.fn<(count: number | undefined) => void>(),
    certificatesCall: () => 'removeCertificates' as const,
  };
  return { env };
}

describe("the actions' code loads on first use", () => {
  it('is not loaded with the controller: the first action (or preload) brings it, then actions start at once', async () => {
    const line = seedLine('200101');
    const loads = vi.fn(async () => cartActions);
    const controller = createCartController(setup().env, undefined, loads);
    expect(loads).not.toHaveBeenCalled();
    await controller.load();
    expect(loads).toHaveBeenCalledTimes(1);
    const removing = controller.removeItem(line.id);
    expect(controller.store.getState().busy).toBe(`removeItem:${line.id}`);
    expect(await removing).toBe('done');
    expect(loads).toHaveBeenCalledTimes(1);
  });

  it('a load that fails is the cart error popup, and the next action tries again', async () => {
    seedLine('200101');
    let fail = true;
    const loads = vi.fn(async () => {
      if (fail) throw new Error('chunk failed');
      return cartActions;
    });
    const { env } = setup();
    const controller = createCartController(env, undefined, loads);
    expect(await controller.checkout()).toBe('failed');
    expect(controller.store.getState().popup).toMatchObject({ kind: 'cartError' });
    expect(env.log).toHaveBeenCalledWith('hearth cart: the code of its actions failed to load', expect.any(Error));
    fail = false;
    expect(await controller.load()).toBe(true);
    expect(loads).toHaveBeenCalledTimes(2);
  });
});
