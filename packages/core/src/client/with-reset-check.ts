import { HearthCallError } from './call-error';
import type { CallMiddleware } from './types';

/** Whether an answer carries the server's reset flag, in either casing [ref: core#calls]. */
export function isResetAnswer(answer: unknown): boolean {
  if (typeof answer !== 'object' || answer === null) return false;
  const flags = answer as { IsReset?: unknown; isReset?: unknown };
  return flags.IsReset === true || flags.isReset === true;
}

/**
 * Turns an answer flagged `IsReset` or `isReset` into an error of kind `reset` with message
 * 'IsReset', which the islands show as the refresh popup [ref: core#errors].
 */
export const withResetCheck: CallMiddleware = (next) => async (request) => {
  const answer = await next(request);
  if (isResetAnswer(typeof answer === 'string' ? jsonObjectIn(answer) : answer)) {
    throw new HearthCallError('reset', request.call, 'IsReset');
  }
  return answer;
};

/**
 * A text answer (`answerFormat: 'text'`) that is a JSON object, else undefined: a server whose
 * session was reset answers its JSON flag even to a call that normally answers HTML.
 */
function jsonObjectIn(text: string): unknown {
  // Stryker disable next-line StringLiteral,ConditionalExpression: it spares parsing HTML; any text goes to JSON.parse as well, and only an object can carry the flag
  if (!text.trimStart().startsWith('{')) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // not JSON: no flag
  }
  return undefined;
}
