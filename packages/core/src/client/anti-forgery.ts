import type { HearthConfig } from '../config/config-schema';

/** The page's anti-forgery input, as a server page renders it [ref: script-tag#the-markup]. */
export const TOKEN_INPUT_SELECTOR = 'input[name="__RequestVerificationToken"]';
/** The header the server reads the anti-forgery token from. */
export const TOKEN_HEADER = 'RequestVerificationToken';

/**
 * The anti-forgery token to send: the configuration's `antiForgeryToken` (set with `setConfig`, or
 * in `#hearth-config`; a function is called each time), else the value of the page's
 * `__RequestVerificationToken` input; `''` when there is none. A getter that throws, or gives no
 * string, counts as none. Callers send it only to the page's origin.
 *
 * @param config the configuration in effect
 * @param doc the page whose hidden input is read when the configuration gives no token
 */
export function readAntiForgeryToken(
  config: Pick<HearthConfig, 'antiForgeryToken'> | undefined,
  doc: Pick<Document, 'querySelector'> | undefined,
): string {
  let token: unknown = config?.antiForgeryToken;
  try {
    if (typeof token === 'function') token = token();
  } catch {
    // a getter that throws gives no string: the page's hidden input is read instead
  }
  return (
    (typeof token === 'string' && token) || doc?.querySelector<HTMLInputElement>(TOKEN_INPUT_SELECTOR)?.value || ''
  );
}
