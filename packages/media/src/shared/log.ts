import { isCallError } from '@hearth/core';

/** Where failures go (most are 'logged only') [ref: media#errors]. */
export type Log = (message: string, error?: unknown) => void;

/** The default log: console.error. */
export const consoleLog: Log = (message, error) => console.error(message, error);

/** Logs a failed call of `island`, unless it was only cancelled. */
export function logCallFailure(log: Log, island: string, call: string, error: unknown): void {
  if (!isCallError(error, 'abort')) log(`hearth: ${island}: ${call} failed`, error);
}
