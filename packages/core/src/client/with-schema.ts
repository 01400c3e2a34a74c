import { validate } from 'superstruct';
import { HearthCallError } from './call-error';
import type { CallMiddleware } from './types';

/**
 * Checks the answer against the request's schema (with its coercions and defaults): a
 * malformed answer becomes an error of kind `schema` naming the call and the failing field,
 * which the island shows as the spec's error for that call, never a crash [ref: script-tag#calls].
 */
export const withSchema: CallMiddleware = (next) => async (request) => {
  const answer = await next(request);
  if (!request.schema) return answer;
  let checked: ReturnType<typeof validate>;
  try {
    checked = validate(answer, request.schema, { coerce: true });
  } catch {
    // superstruct prints a value into its messages: JSON such as {"toString": []} makes that throw
    throw new HearthCallError(
      'schema',
      request.call,
      `${request.call}: the answer is invalid (a value that cannot be read).`,
      { field: '' },
    );
  }
  const [error, value] = checked;
  if (!error) return value;
  const field = error.path.map(String).join('.');
  // The answer's values are left out of the message; only where and what was expected.
  const where = field === '' ? 'the answer' : `answer field "${field}"`;
  throw new HearthCallError('schema', request.call, `${request.call}: ${where} is invalid (expected ${error.type}).`, {
    field,
  });
};
