/**
 * The cart controller's actions load on first use (a chunk of their own in the script tag). These
 * tests import a fresh controller after `vi.resetModules()`; they live in a file of their own
 * because, once the module registry is reset, any later test of the same file whose controller
 * loads its actions gets fresh copies of core beside the ones the file imported (a config the
 * setup never set, refusal reports it never cleared): cart-controller.test.ts failed in some
 * shuffled orders (`--sequence.shuffle --sequence.seed=1`).
 */
import { getClient, getConfig } from '@hearth/core';
import { describe, expect, it, vi } from 'vitest';
import type { CartControllerEnv } from './cart-controller';
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
    vi.resetModules();
    const loads = vi.fn();
    vi.doMock('./cart-actions', async (original: () => Promise<object>) => (loads(), original()));
    try {
      const { createCartController: fresh } = await import('./cart-controller');
      const controller = fresh({ ...setup().env, client: getClient() }, undefined);
      expect(loads).not.toHaveBeenCalled();
      await controller.load();
      expect(loads).toHaveBeenCalledTimes(1);
      const removing = controller.removeItem(line.id);
      expect(controller.store.getState().busy).toBe(`removeItem:${line.id}`);
      expect(await removing).toBe('done');
    } finally {
      vi.doUnmock('./cart-actions');
    }
  });

  it('a load that fails is the cart error popup, and the next action tries again', async () => {
    seedLine('200101');
    vi.resetModules();
    let fail = true;
    vi.doMock('./cart-actions', async (original: () => Promise<object>) => {
      if (fail) throw new Error('chunk failed');
      return original();
    });
    try {
      const { createCartController: fresh } = await import('./cart-controller');
      const { env } = setup();
      const controller = fresh(env, undefined);
      expect(await controller.checkout()).toBe('failed');
      expect(controller.store.getState().popup).toMatchObject({ kind: 'cartError' });
      expect(env.log).toHaveBeenCalledWith('hearth cart: the code of its actions failed to load', expect.any(Error));
      fail = false;
      vi.resetModules();
      expect(await controller.load()).toBe(true);
    } finally {
      vi.doUnmock('./cart-actions');
    }
  });
});
