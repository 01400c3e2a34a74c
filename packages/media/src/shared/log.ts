import { isCallError } from '@hearth/core';

/** Where failures go (000 §8, 002 §8: most are 'logged only'). */
export type Log = (message: string, error?: unknown) => void;

/** The default log: console.error. */
export const consoleLog: Log = (message, error) => console.error(message, error);

/** Logs a failed call of `island`, unless it was only cancelled. */
export function logCallFailure(log: Log, island: string, call: string, error: unknown): void {
  if (!isCallError(error, 'abort')) log(`hearth: ${island}: ${call} failed`, error);
}
