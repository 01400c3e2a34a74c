import type { HearthConfig } from '../config/config-schema';
import { getConfig } from '../config/config-store';

/** The page's anti-forgery input, as a server page renders it. */
export const TOKEN_INPUT_SELECTOR = 'input[name="__RequestVerificationToken"]';
/** The header the server reads the anti-forgery token from. */
export const TOKEN_HEADER = 'RequestVerificationToken';

/**
 * The anti-forgery token to send: the configuration's `antiForgeryToken` (set with `setConfig`, or
 * in `#hearth-config`), else the value of the page's `__RequestVerificationToken` input; `''` when
 * there is none. A getter that throws counts as none. Callers send it only to the page's origin.
 *
 * @param config the configuration in effect
 * @param doc the page whose hidden input is read when the configuration gives no token
 */
export function readAntiForgeryToken(
  config: Pick<HearthConfig, 'antiForgeryToken'> | undefined,
  doc: Pick<Document, 'querySelector'> | undefined,
): string {
  const given = config?.antiForgeryToken;
  let token: string | null | undefined;
  try {
    token = typeof given === 'function' ? given() : given;
  } catch {
    token = undefined;
  }
  if (typeof token === 'string' && token !== '') return token;
  return doc?.querySelector<HTMLInputElement>(TOKEN_INPUT_SELECTOR)?.value ?? '';
}

/**
 * The anti-forgery token of this page (see {@link readAntiForgeryToken}), for what posts outside
 * the call client (a form sent to the page's own origin); `''` when there is none, or no page.
 * Send it only to the page's origin.
 */
export function getAntiForgeryToken(): string {
  return readAntiForgeryToken(getConfig(), globalThis.document as Document | undefined);
}

/** How to give a page its token, for the console line of a call sent without one. */
export const HOW_TO_GIVE_A_TOKEN =
  'set antiForgeryToken (setConfig or #hearth-config: the token, or a function returning it) or put a hidden __RequestVerificationToken input in the page';
