/**
 * The calls of the account islands (sign-in, forgot-password, card-entry) by name: the keys `endpoints` takes, in `#hearth-config` or
 * `setConfig`, to give a call its path or change the one it has. Importing the package adds them
 * to `EndpointNames`, so a misspelt key is a type error; `scripts/endpoint-names.test.ts` keeps this
 * list equal to the calls the package defines.
 */
export const ACCOUNT_ENDPOINT_NAMES = [
  'identityProvider',
  'resetPasswordRequest',
  'resetPasswordToken',
  'signInConfig',
] as const;

declare module '@hearth/core' {
  interface EndpointNames extends Record<(typeof ACCOUNT_ENDPOINT_NAMES)[number], true> {}
}
