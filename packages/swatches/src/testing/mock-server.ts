/** Test helper: msw/node over the demo backend, the demo config, fresh state per test. */
import type { DemoBrand, DemoSite } from '@hearth/mock-api';
import { setupMockServer as setupDemoServer } from '@hearth/mock-api/testing';
import { resetCallData } from '@hearth/ui/testing';

/** Removes every cookie of the page (the added swatches live in one). */
export function clearCookies(): void {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

/** Starts one msw server for the file; every test starts with the demo config, a fresh backend and a fresh page state. */
export function setupMockServer(site: DemoSite = 'US', brand: DemoBrand = 'main') {
  const reset = () => {
    resetCallData();
    localStorage.clear();
    clearCookies();
  };
  return setupDemoServer({ site, brand, reset }).server;
}
