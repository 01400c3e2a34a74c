import { describe, expect, it } from 'vitest';
import { DEMO_ENDPOINTS } from '../index';
import { setupMockServer } from '../testing';

const { server, requests } = setupMockServer();
const ask = () => fetch(`http://shop.test${DEMO_ENDPOINTS.orderSwatchData}?sku=410100`).then((answer) => answer.text());
let seenByFirst = 0;

/** The unit tests' server (`@hearth/mock-api/testing`): what one test adds goes after it. */
describe('setupMockServer', () => {
  it('a request listener a test adds hears its requests, and the server records them', async () => {
    server.events.on('request:start', () => void (seenByFirst += 1));
    await ask();
    expect(seenByFirst).toBe(1);
    await expect.poll(() => requests.length).toBe(1);
  });

  it("no longer hears the next test's requests (the recorder stays)", async () => {
    await ask();
    await expect.poll(() => requests.map((request) => request.path)).toEqual([DEMO_ENDPOINTS.orderSwatchData]);
    expect(seenByFirst).toBe(1);
  });
});
