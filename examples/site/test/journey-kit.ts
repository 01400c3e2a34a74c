/** What the fault-walk journeys (the *-journeys.ts files, walked by fault-walk.ts) share. */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { addLines, siteUrl, waitForIslands } from './helpers.js';

/** The demo's special-order sofa (configurator, swatches, registry). */
export const SOFA_URL = '/furniture/lounge-sofa/s410100';

/** A journey's start: the stock sofa (SKU 200101) put in this session's cart, then `path` opened with its islands mounted. */
export async function startWithCartLine(page: Page, path: string): Promise<void> {
  await page.goto(siteUrl('/checkout/cart'));
  await addLines(page, ['200101']);
  await page.goto(siteUrl(path));
  await waitForIslands(page);
}

/** A dialog by its accessible name. */
export const dialog = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });

/** The button named `name` is no longer busy and can be pressed again. */
export async function notBusy(page: Page, name: string): Promise<void> {
  const button = page.getByRole('button', { name, exact: true });
  await expect
    .poll(() => button.getAttribute('aria-busy'), { message: `${name} is no longer busy`, timeout: 15_000 })
    .not.toBe('true');
  expect(await button.isDisabled(), `${name} is usable again`).toBe(false);
}

/** The fault modes of the mock API (`/__mock/faults`), each walked on every call of a journey. */
export const FAULTS = ['http503', 'http504', 'network', 'reset', 'malformed', 'slow'] as const;
export type Fault = (typeof FAULTS)[number];
/**
 * The fault modes `npm test` walks: one of each kind the client tells apart (an HTTP error, a
 * connection that fails, an answer that fails its schema, a timeout). 504 takes 503's path and a
 * reset the dropped connection's (the client's own tests check both); `npm run fuzz -- --walk`
 * (FAULT_WALK_REPORT set) walks all six. Each mode is a walk of every step, and CI has two cores.
 */
export const WALKED_FAULTS: readonly Fault[] =
  typeof process !== 'undefined' && process.env['FAULT_WALK_REPORT']
    ? FAULTS
    : ['http503', 'network', 'malformed', 'slow'];
/** What the shopper does on one step, and what they must see. */
export interface Step {
  name: string;
  /** The shopper's action (a click, typing and a submit, a navigation). */
  act(page: Page): Promise<void>;
  /** The action worked: its visible outcome. */
  succeeded(page: Page): Promise<void>;
  /** The action's call failed with `fault`: what the spec says the shopper sees. */
  failed(page: Page, fault: Fault, call: string): Promise<void>;
  /**
   * Calls the step makes more than once by design, with how many sends one try of it may make
   * (`'GET /path'` → count): the gallery follows each option chosen, one read per choice.
   */
  sends?: Record<string, number>;
  /** What the shopper typed in the step (field selector → text), which a failure must keep. */
  typed?: Record<string, string>;
  /** After a failure, what the shopper does before trying again (close the error popup…). */
  recover?(page: Page): Promise<void>;
  /** Whether the action took effect anyway (its call went through, a later one failed): then there is nothing to redo. */
  applied?(page: Page): Promise<boolean>;
}

export interface Journey {
  name: string;
  /** Sets up the session (a cart line, …) and opens the first page. */
  start(page: Page): Promise<void>;
  steps: Step[];
}
