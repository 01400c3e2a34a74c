import { handlers } from '@hearth/mock-api';
import { isCommonAssetRequest, type RequestHandler } from 'msw';
import type { SetupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';

/** What msw-storybook-addon needs from a worker or a node server. */
type Mocker = { use: (...handlers: RequestHandler[]) => void; resetHandlers: () => void };

/** Requests Storybook itself makes, which no story mocks. */
function isStorybookRequest(url: string): boolean {
  return /\.eot$|\.mdx$|sb-common-assets|iframe\.html|sb-vite|@vite|@react-refresh|\/virtual:|\.stories\.|node_modules|\/@fs\//.test(
    url,
  );
}

/**
 * The default handlers (every documented call, from `@hearth/mock-api`) are the worker's
 * initial handlers: `resetHandlers()` between stories keeps them, and a story's
 * `parameters.msw.handlers` (array or named groups) are `use()`d in front, so they win.
 */
export const defaultHandlers: RequestHandler[] = handlers;

async function startBrowserWorker(): Promise<SetupWorker> {
  const { setupWorker } = await import('msw/browser');
  const worker = setupWorker(...defaultHandlers);
  await worker.start({
    quiet: true,
    // Relative, so a storybook-static deployed under a sub-path still finds the worker.
    serviceWorker: { url: './mockServiceWorker.js' },
    onUnhandledRequest(request, print) {
      if (isCommonAssetRequest(request) || isStorybookRequest(request.url)) return;
      print.warning();
    },
  });
  return worker;
}

/** The loader the Storybook app uses (service worker in the browser). */
export const browserMswLoader = mswLoader(startBrowserWorker);

/** The same loader around another mocker: the story runner passes msw's node server. */
export function mswLoaderFor(mocker: Mocker) {
  // The addon types `context.msw` as a SetupWorker; a node server has the same `use`/`resetHandlers`.
  return mswLoader(() => mocker as unknown as SetupWorker);
}
