/**
 * Anti-forgery tokens. Handlers never check them (so Storybook and tests need none);
 * the example site issues one per session and refuses a POST without the matching header.
 */
import { hash } from './catalogue/seed';

/** Header the call client sends the token in [ref: script-tag#calls]. */
export const ANTI_FORGERY_HEADER = 'RequestVerificationToken';
/** Name of the hidden form input the page carries the token in. */
export const ANTI_FORGERY_FIELD = '__RequestVerificationToken';

const tokens = new Map<string, string>();
let counter = 0;

/** Issues (or returns the already issued) token of a session. */
export function issueToken(sessionId: string): string {
  let token = tokens.get(sessionId);
  if (!token) {
    counter += 1;
    const random = globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${counter}`;
    token = `${hash(`${sessionId}:${random}`).toString(36)}${random.replace(/-/g, '')}`;
    tokens.set(sessionId, token);
  }
  return token;
}

/** True when `token` is the one issued to the session. */
export function checkToken(sessionId: string, token: string | null | undefined): boolean {
  const issued = tokens.get(sessionId);
  return Boolean(issued && token && issued === token);
}

/** Forgets every issued token. */
export function resetTokens(): void {
  tokens.clear();
}
