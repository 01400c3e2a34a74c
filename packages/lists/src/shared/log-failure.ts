import type { BrowserEnv } from '@hearth/core';

/** Logs a failed call of `island` ("not shown") [ref: lists#errors]: one console line, never the body. */
export function logFailure(env: Pick<BrowserEnv, 'log'>, island: string, call: string, error: unknown): void {
  env.log(`hearth: ${island}: ${call} failed; nothing is shown`, error);
}
