import { http } from 'msw';
import type { SetupServer } from 'msw/node';

/**
 * Holds every answer to `path` until the returned `release()`; the requests are recorded at once
 * and then answered by the handlers behind (the demo backend), as usual. For tests of a double
 * click, whose second click must land while the first call is in flight: how many event-loop
 * turns an instant mock answer takes differs by renderer and machine load, so a test that
 * relies on it passes or fails by chance. Also for answers that come after an island has left the
 * page.
 */
export function holdAnswers(server: SetupServer, path: string): () => void {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http.all(`*${path}`, async () => {
      await released; // answering nothing passes the request on to the next handler
    }),
  );
  return () => release();
}
