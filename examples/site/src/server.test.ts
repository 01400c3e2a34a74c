// @vitest-environment node
import { mkdtempSync, writeFileSync } from 'node:fs';
import { request, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { gunzipSync } from 'node:zlib';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_FORM_BYTES } from './api.js';
import { createSiteServer, type SiteServer } from './server.js';

/**
 * The demo server checks the anti-forgery token before it reads a request body:
 * a POST without a valid header token is refused with 403 while its body is still on the way.
 */
let site: SiteServer;
beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'hearth-dist-'));
  writeFileSync(join(dist, 'hearth.js'), '');
  site = await createSiteServer({ port: 0, distDir: dist });
});
afterAll(() => site?.close());

/** A session as a browser starts one: its cookie and the page's token. */
async function startSession(): Promise<{ cookie: string; token: string }> {
  const res = await fetch(new URL('/demo/quantity', site.url));
  const cookie =
    res.headers
      .getSetCookie()
      .find((c) => c.startsWith('hearth_session='))
      ?.split(';')[0] ?? '';
  const token = /name="__RequestVerificationToken" value="([^"]+)"/.exec(await res.text())?.[1] ?? '';
  expect(cookie && token).toBeTruthy();
  return { cookie, token };
}

interface Sent {
  /** The answer's status and headers, as soon as they arrive. */
  response: Promise<IncomingMessage>;
  /** Body bytes written so far. */
  written: () => number;
  /** Stops sending and drops the connection. */
  abort: () => void;
}

/**
 * Starts a POST, writes its headers and the first `first` bytes of its body, then keeps
 * writing 64 KB more every 20 ms until `total` (never, when `total` is Infinity) — a slow or
 * endless upload.
 */
function startPost(path: string, headers: Record<string, string>, first: number, total = Infinity): Sent {
  const req = request(new URL(path, site.url), { method: 'POST', headers, agent: false });
  let written = 0;
  req.on('error', () => {}); // the server may close while the body is still being sent
  const write = (n: number) => {
    const size = Math.min(n, total - written);
    if (size <= 0) return void req.end();
    req.write(Buffer.alloc(size, 'a'));
    written += size;
  };
  write(first);
  const timer = setInterval(() => write(64 * 1024), 20);
  const response = new Promise<IncomingMessage>((resolve, reject) => {
    req.on('response', (res) => {
      clearInterval(timer);
      resolve(res);
    });
    req.on('close', () => clearInterval(timer));
    setTimeout(() => reject(new Error('no answer within 3 s: the server is reading the body')), 3000);
  });
  return {
    response,
    written: () => written,
    abort: () => {
      clearInterval(timer);
      req.destroy();
    },
  };
}

const body = async (res: IncomingMessage) => {
  let text = '';
  for await (const chunk of res) text += chunk;
  return text;
};

describe('anti-forgery token before the body', () => {
  it.each([
    ['a large JSON body with no token', { 'Content-Type': 'application/json', 'Content-Length': String(50_000_000) }],
    ['an endless chunked body with no token', { 'Content-Type': 'application/json' }],
    ['a body of another type with no token', { 'Content-Type': 'text/plain', 'Content-Length': String(50_000_000) }],
    [
      'a large body with a forged header token',
      { 'Content-Type': 'application/json', RequestVerificationToken: 'forged', 'Content-Length': String(50_000_000) },
    ],
  ])('refuses %s with 403 at once, without reading it, and closes the connection', async (_, headers) => {
    const { cookie } = await startSession();
    const sent = startPost('/api/demo/cart/add-item', { ...headers, cookie }, 16 * 1024);
    try {
      const res = await sent.response;
      expect(res.statusCode).toBe(403);
      expect(res.headers.connection).toBe('close');
      expect(await body(res)).toContain('anti-forgery token');
      expect(sent.written()).toBeLessThan(5_000_000); // answered long before the body could have been read
    } finally {
      sent.abort();
    }
  });

  it(`refuses a form post declared larger than ${MAX_FORM_BYTES} bytes with no header token (413), without reading it`, async () => {
    const { cookie } = await startSession();
    const headers = {
      'Content-Type': 'application/x-www-form-urlencoded',
      'Content-Length': String(MAX_FORM_BYTES + 1),
      cookie,
    };
    const sent = startPost('/demo/quantity', headers, 0);
    try {
      const res = await sent.response;
      expect(res.statusCode).toBe(413);
      expect(res.headers.connection).toBe('close');
    } finally {
      sent.abort();
    }
  });

  it('refuses a chunked form post that grows past the bound with no header token (413)', async () => {
    const { cookie } = await startSession();
    const sent = startPost('/demo/quantity', { 'Content-Type': 'application/x-www-form-urlencoded', cookie }, 1024);
    try {
      expect((await sent.response).statusCode).toBe(413);
      expect(sent.written()).toBeLessThan(5_000_000);
    } finally {
      sent.abort();
    }
  });

  it('reads a small form post to find its token field: 403 without it or with a forged one, 200 with it', async () => {
    const { cookie, token } = await startSession();
    const post = (fields: Record<string, string>) =>
      fetch(new URL('/demo/quantity', site.url), {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', cookie },
        body: new URLSearchParams(fields).toString(),
      });
    expect((await post({ 'qty-sofa': '3' })).status).toBe(403);
    expect((await post({ 'qty-sofa': '3', __RequestVerificationToken: 'forged' })).status).toBe(403);
    const ok = await post({ 'qty-sofa': '3', __RequestVerificationToken: token });
    expect(ok.status).toBe(200);
    expect(await ok.text()).toContain('<dd data-name="qty-sofa">3</dd>');
  });

  it('with a good header token, reads the body and answers (JSON call and form post)', async () => {
    const { cookie, token } = await startSession();
    const call = await fetch(new URL('/__mock/faults', site.url), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', cookie, RequestVerificationToken: token },
      body: JSON.stringify({ clear: true }),
    });
    expect(call.status).toBe(200);
    const form = await fetch(new URL('/demo/quantity', site.url), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', cookie, RequestVerificationToken: token },
      body: 'qty-sofa=4',
    });
    expect(form.status).toBe(200);
    expect(await form.text()).toContain('<dd data-name="qty-sofa">4</dd>');
  });

  it('still bounds a body whose header token is good (413 past 1 MB)', async () => {
    const { cookie, token } = await startSession();
    const headers = {
      'Content-Type': 'application/json',
      'Content-Length': String(2_000_000),
      cookie,
      RequestVerificationToken: token,
    };
    const sent = startPost('/api/demo/cart/add-item', headers, 0);
    try {
      expect((await sent.response).statusCode).toBe(413);
    } finally {
      sent.abort();
    }
  });
});

describe('fault endpoint on a public demo', () => {
  type Session = { cookie: string; token: string };
  const send = (who: Session, method: string, path: string, body?: string) =>
    fetch(new URL(path, site.url), {
      method,
      headers: { 'Content-Type': 'application/json', cookie: who.cookie, RequestVerificationToken: who.token },
      ...(body !== undefined && { body }),
    });
  const addItem = (who: Session) =>
    send(who, 'POST', '/api/demo/cart/add-item', JSON.stringify([{ Sku: '300101', Quantity: 1 }]));

  it("keeps each session's faults its own: no global switch, no clearing another's", async () => {
    const alice = await startSession();
    const mallory = await startSession();
    const global = await send(
      mallory,
      'POST',
      '/__mock/faults',
      JSON.stringify({ call: 'addItem', fault: 'http503', global: true }),
    );
    expect(global.status).toBe(400);
    expect((await addItem(alice)).status).toBe(200);

    expect(
      (await send(alice, 'POST', '/__mock/faults', JSON.stringify({ call: 'addItem', fault: 'http503' }))).status,
    ).toBe(200);
    expect((await send(mallory, 'POST', '/__mock/faults', JSON.stringify({ clear: true, global: true }))).status).toBe(
      400,
    );
    expect((await send(mallory, 'DELETE', '/__mock/faults')).status).toBe(200);
    expect((await addItem(alice)).status).toBe(503);
    expect((await addItem(mallory)).status).toBe(200);
    expect((await send(alice, 'DELETE', '/__mock/faults')).status).toBe(200);
    expect((await addItem(alice)).status).toBe(200);
  });

  it.each([
    ['null', 'null'],
    ['a delay of 1e12 ms', JSON.stringify({ call: 'addItem', fault: 'slow', delayMs: 1e12 })],
    ['broken JSON', '{"call":'],
  ])('answers %s with 400 and a message', async (_what, body) => {
    const res = await send(await startSession(), 'POST', '/__mock/faults', body);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toMatch(/JSON|delayMs/);
  });
});

describe('pages and API answers are compressed as the static files are', () => {
  /** GETs `path` with the given Accept-Encoding; answers the headers and the raw body bytes. */
  function get(path: string, acceptEncoding?: string): Promise<{ res: IncomingMessage; bytes: Buffer }> {
    return new Promise((resolve, reject) => {
      const req = request(
        new URL(path, site.url),
        { headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {}, agent: false },
        async (res) => {
          const chunks: Buffer[] = [];
          for await (const chunk of res) chunks.push(chunk as Buffer);
          resolve({ res, bytes: Buffer.concat(chunks) });
        },
      );
      req.on('error', reject);
      req.end();
    });
  }

  it('gzips a page for a browser that takes gzip, and says it varies by Accept-Encoding', async () => {
    const { res, bytes } = await get('/furniture/lounge-sofa/s410100', 'gzip, deflate, br');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toBe('Accept-Encoding');
    const page = gunzipSync(bytes).toString('utf8');
    expect(page).toMatch(/^<!doctype html>/);
    expect(Number(res.headers['content-length'])).toBe(bytes.length);
    expect(bytes.length).toBeLessThan(page.length / 3);
  });

  it('sends the page as is to a client that does not take gzip', async () => {
    const { res, bytes } = await get('/furniture/lounge-sofa/s410100');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(bytes.toString('utf8')).toMatch(/^<!doctype html>/);
  });

  // the special-order page's browse data: over half a megabyte of JSON, a twentieth of it gzipped
  const BROWSE_DATA = '/api/demo/special-order/browse-data?sku=410100&sortType=recommended';

  it('gzips a large JSON answer for a browser that takes gzip', async () => {
    const { res, bytes } = await get(BROWSE_DATA, 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(Number(res.headers['content-length'])).toBe(bytes.length);
    const json = gunzipSync(bytes).toString('utf8');
    expect((JSON.parse(json) as { sku: string }).sku).toBe('410100');
    expect(bytes.length).toBeLessThan(json.length / 10);
  });

  it('sends a JSON answer as is to a client that does not take gzip, and a small one always', async () => {
    const plain = await get(BROWSE_DATA);
    expect(plain.res.headers['content-encoding']).toBeUndefined();
    expect((JSON.parse(plain.bytes.toString('utf8')) as { sku: string }).sku).toBe('410100');
    const small = await get('/api/demo/favorites/skus', 'gzip');
    expect(small.bytes.length).toBeLessThanOrEqual(1024);
    expect(small.res.headers['content-encoding']).toBeUndefined();
    expect(Number(small.res.headers['content-length'])).toBe(small.bytes.length);
  });
});

describe('the address a request asks for', () => {
  /** A GET with `target` as it is, and `host` as the Host header: its status. */
  const get = (target: string, host?: string) =>
    new Promise<number>((done, fail) => {
      const { port } = new URL(site.url);
      request({ host: '127.0.0.1', port, path: target, headers: host === undefined ? {} : { Host: host } }, (res) => {
        res.resume();
        done(res.statusCode ?? 0);
      })
        .on('error', fail)
        .end();
    });

  it('answers a path of slashes with the page-not-found page, not a server error', async () => {
    expect(await get('//')).toBe(404);
    expect(await get('//example.com/demo/quantity')).toBe(404);
    expect(await get('/demo/quantity')).toBe(200);
  });

  it('reads a Host header that is no host as localhost', async () => {
    expect(await get('/demo/quantity', 'not a host')).toBe(200);
  });
});
