/** Resets everything the mock remembers. */
import { resetTokens } from './anti-forgery';
import { clearFaults } from './faults';
import { resetSessionTokens } from './handlers/account';
import { resetSessions } from './state/session';

/** Forgets every session, fault, anti-forgery and sign-in token (call in test `beforeEach`). */
export function resetMockState(): void {
  resetSessions();
  clearFaults();
  resetTokens();
  resetSessionTokens();
}
