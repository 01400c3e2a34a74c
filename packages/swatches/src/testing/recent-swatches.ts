import { RECENT_SWATCHES_STORAGE_KEY } from '@hearth/commerce';
import type { setupMockServer } from './mock-server';

/** The demo's recent swatches lookup. */
export const RECENT_PATH = '/api/demo/swatches/recent';

/** The shopper has viewed these swatch codes (the recent swatches as stored). */
export function remember(...codes: number[]): void {
  localStorage.setItem(RECENT_SWATCHES_STORAGE_KEY, JSON.stringify(codes.map((ChoiceCode) => ({ ChoiceCode }))));
}

/** The recent swatch lookup's requests on `server`, as their `choiceCodes`; `stop()` stops listening. */
export function recordLookups(server: ReturnType<typeof setupMockServer>) {
  const asked: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (url.pathname === RECENT_PATH) asked.push(url.searchParams.get('choiceCodes') ?? '');
  };
  server.events.on('request:start', listener);
  return { asked, stop: () => server.events.removeListener('request:start', listener) };
}
