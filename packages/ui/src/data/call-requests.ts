/**
 * The reads under way, by cache key, with no React: each one's AbortController and how many
 * mounted hooks read that key. swr gives its fetcher no AbortSignal and dedupes one request for
 * every hook with the same key, so a request can only be cancelled when the last of them lets go
 * of its key (unmount or key change).
 */

interface KeyEntry {
  /** Mounted hooks reading the key. */
  users: number;
  /** Requests of the key still under way (a revalidation may overlap the one it replaces). */
  controllers: Set<AbortController>;
  /** The latest request of the key while it is under way. */
  latest: Promise<unknown> | undefined;
}

const entries = new Map<string, KeyEntry>();

function entryOf(key: string): KeyEntry {
  let entry = entries.get(key);
  if (!entry) {
    entry = { users: 0, controllers: new Set(), latest: undefined };
    entries.set(key, entry);
  }
  return entry;
}

// Stryker disable next-line BlockStatement: forgetting an idle key only frees memory: taken again, its entry starts as a new one would
function dropIfIdle(key: string, entry: KeyEntry): void {
  // Stryker disable next-line ConditionalExpression: as above, an idle key kept only holds memory
  if (entry.users === 0 && entry.controllers.size === 0 && entries.get(key) === entry) entries.delete(key);
}

/** Starts a request for `key` with a signal that aborts when no hook reads the key any more. */
export function startRequest<T>(key: string, send: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const entry = entryOf(key);
  const controller = new AbortController();
  entry.controllers.add(controller);
  const request = send(controller.signal);
  entry.latest = request;
  const settle = () => {
    entry.controllers.delete(controller);
    if (entry.latest === request) entry.latest = undefined;
    dropIfIdle(key, entry);
  };
  request.then(settle, settle);
  return request;
}

/**
 * A mounted hook reads `key`; returns the release. When the last reader releases, the key's
 * requests are aborted, one microtask later: a reader that lets go and takes the key again in the
 * same commit (React's StrictMode, a remount under a new parent) keeps its request.
 */
export function holdKey(key: string): () => void {
  const entry = entryOf(key);
  entry.users += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    entry.users -= 1;
    queueMicrotask(() => {
      if (entry.users > 0) return;
      for (const controller of entry.controllers) controller.abort();
      dropIfIdle(key, entry);
    });
  };
}

/** The latest request of `key` while it is under way. */
export function pendingRequest(key: string): Promise<unknown> | undefined {
  return entries.get(key)?.latest;
}

/** Aborts every request under way and forgets every key (tests, Storybook). */
export function abortAllRequests(): void {
  for (const entry of entries.values()) for (const controller of entry.controllers) controller.abort();
  entries.clear();
}
