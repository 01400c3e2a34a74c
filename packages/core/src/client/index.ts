export { HearthCallError, isCallError, type CallErrorDetails, type CallErrorKind } from './call-error';
export { resolveEndpoint } from './endpoints';
export { defineCall, isCallDefinition, type CallDefinition, type CallMethod, type CallSpec } from './define-call';
export { buildUrl } from './build-url';
export { createClient, DEFAULT_TIMEOUT_MS } from './create-client';
export { defaultClientEnv } from './client-env';
export { getClient, setClient } from './default-client';
export { TOKEN_HEADER, TOKEN_INPUT_SELECTOR } from './with-token';
export { RETRY_COUNT, RETRY_DELAY_MS, RETRY_MESSAGES } from './with-retry';
export { isResetAnswer } from './with-reset-check';
export type {
  CallOptions,
  ClientEnv,
  FetchLike,
  FetchResponse,
  HearthClient,
  QueryValue,
  SendOptions,
} from './types';
