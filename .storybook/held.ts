/**
 * A loading state as a designer sees it: a story's handler whose answer never comes. The story
 * runner (stories/stories.test.tsx) waits for a story's answers before it records the markup the
 * story ends in, but not for these.
 */

/** msw's ids of the requests held for ever. */
export const heldRequests = new Set<string>();

/** An msw resolver that never answers: `http.get('*\/browse/popup', neverAnswer)`. */
export function neverAnswer({ requestId }: { requestId: string }): Promise<never> {
  heldRequests.add(requestId);
  return new Promise<never>(() => {});
}
