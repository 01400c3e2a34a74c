/**
 * What went wrong with a call:
 * - `config`: the call name has no path (set `hearth-config` endpoints);
 * - `network`: the request never got an answer (message kept, e.g. 'Failed to fetch');
 * - `timeout`: no answer within `timeoutMs`;
 * - `abort`: the caller's signal aborted it (islands ignore it);
 * - `http`: a non-2xx status (message contains `Status: {status}`);
 * - `reset`: the answer was flagged `IsReset` / `isReset` (message 'IsReset');
 * - `schema`: the answer is not JSON or does not match the call's schema.
 */
export type CallErrorKind = 'config' | 'network' | 'timeout' | 'abort' | 'http' | 'reset' | 'schema';

/** Optional details of a HearthCallError. */
export interface CallErrorDetails {
  /** The HTTP status, for kind `http`. */
  status?: number;
  /** The dotted path of the failing answer field, for kind `schema` ('' for the answer itself). */
  field?: string;
  /** The underlying error. */
  cause?: unknown;
}

/**
 * The one error every client call rejects with. Its message never contains the request
 * body (card numbers must never reach the console or an error report).
 */
export class HearthCallError extends Error {
  override readonly name = 'HearthCallError';
  /** What went wrong. */
  readonly kind: CallErrorKind;
  /** The call name or path as the island gave it. */
  readonly call: string;
  /** The HTTP status, for kind `http`. */
  readonly status?: number;
  /** The failing answer field, for kind `schema`. */
  readonly field?: string;

  constructor(kind: CallErrorKind, call: string, message: string, details: CallErrorDetails = {}) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.kind = kind;
    this.call = call;
    // Stryker disable next-line ConditionalExpression: the class field is an own property, undefined until set, either way
    if (details.status !== undefined) this.status = details.status;
    // Stryker disable next-line ConditionalExpression: the class field is an own property, undefined until set, either way
    if (details.field !== undefined) this.field = details.field;
  }
}

/**
 * Whether `error` is a HearthCallError, optionally of the given kind.
 *
 * @example if (isCallError(error, 'abort')) return;
 */
export function isCallError(error: unknown, kind?: CallErrorKind): error is HearthCallError {
  return error instanceof HearthCallError && (kind === undefined || error.kind === kind);
}
