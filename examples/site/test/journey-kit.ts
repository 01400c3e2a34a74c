/** What the fault-walk journeys (fault-walk.e2e.ts and the *-journeys.ts beside it) share. */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** The demo's special-order sofa (configurator, swatches, registry). */
export const SOFA_URL = '/furniture/lounge-sofa/s410100';

/** A dialog by its accessible name. */
export const dialog = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });

/** The button named `name` is no longer busy and can be pressed again. */
export async function notBusy(page: Page, name: string): Promise<void> {
  const button = page.getByRole('button', { name, exact: true });
  await expect.poll(() => button.getAttribute('aria-busy'), { message: `${name} is no longer busy`, timeout: 15_000 }).not.toBe('true');
  expect(await button.isDisabled(), `${name} is usable again`).toBe(false);
}
