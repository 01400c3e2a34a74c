import { existsSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { MAX_FORM_BYTES, answerFromHandlers, readBody, toFetchRequest } from './api.js';
import { DEMO_PROVIDERS_CSS, DEMO_PROVIDERS_SCRIPT, demoProvidersBundle } from './demo-providers/bundle.js';
import { html } from './html.js';
import { checkToken, issueToken, mockHandlers, withPriceSite } from './mock.js';
import type { Page, PageContext } from './pages/layout/context.js';
import { layout } from './pages/layout/layout.js';
import { quantityRowFragment } from './pages/quantity.js';
import { matchRoute } from './routes.js';
import { createSessions, type Session } from './session.js';
import { IMMUTABLE, REVALIDATE, hashedAssets, hearthStyles, isHashedName, safeJoin, sendFile } from './static.js';

/** The Content-Security-Policy sent with every response (no inline script anywhere). */
export const CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'self'";

/** Header carrying the anti-forgery token on AJAX calls [ref: script-tag#calls]. */
export const TOKEN_HEADER = 'requestverificationtoken';
/** Form field carrying the anti-forgery token on form posts. */
export const TOKEN_FIELD = '__RequestVerificationToken';

/** Default location of the script-tag build. */
export const DEFAULT_DIST_DIR = fileURLToPath(new URL('../../../packages/islands/dist', import.meta.url));
const PUBLIC_DIR = fileURLToPath(new URL('../public', import.meta.url));

/** Message shown when the script-tag build is missing. */
export function missingBuildMessage(distDir: string): string {
  return `Hearth script not built: ${distDir}/hearth.js is missing. Run \`npm run build\` (or \`npm start\`, which builds first).`;
}

export interface SiteServerOptions {
  /** Port to listen on; 0 picks a free one. @default 3000 */
  port?: number;
  /** Folder holding `hearth.js` and its chunks. @default packages/islands/dist */
  distDir?: string;
  /** Interface to bind. @default '127.0.0.1' */
  host?: string;
}

export interface SiteServer {
  /** Base URL with a trailing slash, e.g. `http://localhost:3000/`. */
  url: string;
  close(): Promise<void>;
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The headers every answer carries: the CSP, nosniff, a same-origin referrer and the session's cookies. */
function baseHeaders(res: ServerResponse, session: Session | undefined): void {
  res.setHeader('Content-Security-Policy', CSP);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'same-origin');
  if (session?.setCookies.length) res.setHeader('Set-Cookie', session.setCookies);
}

/**
 * 403 for a request without a valid anti-forgery token. Its body is not read: the connection
 * closes after the answer (as Kestrel does rather than drain a large unread body), so a client
 * that keeps sending is cut off.
 */
function refuseForgery(req: IncomingMessage, res: ServerResponse, isForm: boolean): void {
  const wantsJson = !isForm && !String(req.headers.accept ?? '').includes('text/html');
  res.writeHead(403, {
    'Content-Type': wantsJson ? 'application/json' : 'text/plain; charset=utf-8',
    Connection: 'close',
  });
  res.end(
    wantsJson
      ? JSON.stringify({ error: 'Invalid or missing anti-forgery token' })
      : 'Forbidden: invalid or missing anti-forgery token',
  );
}

/**
 * The files under /assets/: the script-tag build (its entry revalidated, hashed chunks kept), the
 * demo providers' bundle, the site's own files; 405 for a method other than GET and HEAD.
 */
async function serveAsset(
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  method: string,
  distDir: string,
): Promise<void> {
  baseHeaders(res, undefined);
  if (method !== 'GET' && method !== 'HEAD') return void res.writeHead(405, { Allow: 'GET, HEAD' }).end();
  if (path.startsWith('/assets/hearth/')) {
    const rel = path.slice('/assets/hearth/'.length);
    const file = safeJoin(distDir, rel);
    if (
      file &&
      (await sendFile(
        req,
        res,
        file,
        rel !== 'hearth.js' && (hashedAssets(distDir).has(rel) || isHashedName(rel)) ? IMMUTABLE : REVALIDATE,
      ))
    )
      return;
    if (rel === 'hearth.js') {
      res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8' }).end(missingBuildMessage(distDir));
      return;
    }
  } else if (path === DEMO_PROVIDERS_SCRIPT || path === DEMO_PROVIDERS_CSS) {
    const { js, css } = await demoProvidersBundle();
    const isScript = path === DEMO_PROVIDERS_SCRIPT;
    res.writeHead(200, {
      'Content-Type': isScript ? 'text/javascript; charset=utf-8' : 'text/css; charset=utf-8',
      'Cache-Control': REVALIDATE,
    });
    res.end(method === 'HEAD' ? undefined : isScript ? js : css);
    return;
  } else if (path.startsWith('/assets/site/')) {
    const file = safeJoin(PUBLIC_DIR, path.slice('/assets/site/'.length));
    if (file && (await sendFile(req, res, file, REVALIDATE))) return;
  }
  res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
}

/** Starts the demo storefront server. */
/**
 * The address a request asked for. Its target is a path, read as one: `//x` is the path `//x`
 * (a 404 page), not an address on the host `x`, which `new URL(target, base)` would make of it,
 * or an error for `//` alone. A host header that is no host is read as localhost.
 */
function requestUrl(req: IncomingMessage): URL {
  const target = req.url?.startsWith('/') ? req.url : '/';
  try {
    return new URL(`http://${req.headers.host ?? 'localhost'}${target}`);
  } catch {
    return new URL(`http://localhost${target}`);
  }
}

export async function createSiteServer(options: SiteServerOptions = {}): Promise<SiteServer> {
  const { port = 3000, distDir = DEFAULT_DIST_DIR, host = '127.0.0.1' } = options;
  const sessions = createSessions({ issueToken, checkToken });
  if (!existsSync(`${distDir}/hearth.js`)) console.warn(missingBuildMessage(distDir));
  // Every page links the demo providers' stylesheet, which holds the first paint: built now,
  // while the server starts, not on the first page's request (it held the home page's first
  // paint 590 ms in a Lighthouse run on a busy machine). A failed build is reported on the request.
  demoProvidersBundle().catch(() => {});

  /** A page, gzipped for a browser that takes it (as the static files are): a store's pages are. */
  function sendHtml(res: ServerResponse, status: number, body: string): void {
    const headers = {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      Vary: 'Accept-Encoding',
    };
    if (body.length > 1024 && /\bgzip\b/.test(String(res.req?.headers['accept-encoding'] ?? ''))) {
      const gzip = gzipSync(body);
      res.writeHead(status, { ...headers, 'Content-Encoding': 'gzip', 'Content-Length': String(gzip.length) });
      res.end(gzip);
      return;
    }
    res.writeHead(status, headers);
    res.end(body);
  }

  function sendPage(res: ServerResponse, ctx: PageContext, page: Page): void {
    if (page.cookies?.length) res.setHeader('Set-Cookie', [...ctx.session.setCookies, ...page.cookies]);
    if (page.redirect !== undefined) {
      // only same-site paths: pages build their redirects from checked return URLs
      const location = page.redirect.startsWith('/') && !page.redirect.startsWith('//') ? page.redirect : '/';
      res.writeHead(303, { Location: location, 'Cache-Control': 'no-store' }).end();
      return;
    }
    sendHtml(res, page.status ?? 200, layout(ctx, page));
  }

  function notFound(res: ServerResponse, ctx: PageContext): void {
    sendPage(res, ctx, {
      status: 404,
      title: 'Page not found',
      main: html`<h1>Page not found</h1><p>There is no page at <code>${ctx.url.pathname}</code>. <a href="/">Go to the home page</a>.</p>`,
    });
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = requestUrl(req);
    const method = req.method ?? 'GET';
    const path = url.pathname;

    if (path.startsWith('/assets/')) return serveAsset(req, res, path, method, distDir);

    const session = sessions.resolve(req, url);
    baseHeaders(res, session);
    const ctx: PageContext = { session, url, styles: hearthStyles(distDir) };

    let body: Buffer = Buffer.alloc(0);
    if (UNSAFE_METHODS.has(method)) {
      // The token is checked before the body is read, as ASP.NET's antiforgery check does: the
      // header token of an AJAX call needs no body at all, and a body nobody may send is never
      // buffered. Only an urlencoded form post carries its token in the body (the
      // __RequestVerificationToken field): that body alone is read first, and bounded.
      const isForm = String(req.headers['content-type'] ?? '')
        .toLowerCase()
        .startsWith('application/x-www-form-urlencoded');
      const header = req.headers[TOKEN_HEADER];
      let form: URLSearchParams | undefined;
      let allowed: boolean;
      if (header !== undefined) {
        allowed = sessions.checkToken(session, Array.isArray(header) ? header[0] : header);
      } else if (isForm) {
        body = await readBody(req, MAX_FORM_BYTES);
        form = new URLSearchParams(body.toString('utf8'));
        allowed = sessions.checkToken(session, form.get(TOKEN_FIELD));
      } else {
        allowed = false;
      }
      if (!allowed) return refuseForgery(req, res, isForm);
      if (!form) {
        body = await readBody(req);
        if (isForm) form = new URLSearchParams(body.toString('utf8'));
      }
      const match = method === 'POST' && form ? matchRoute(path) : undefined;
      if (match?.route.acceptsPost) {
        const page = withPriceSite(session.site, () => match.route.render({ ...ctx, form }, match.params));
        if (page) return sendPage(res, { ...ctx, form }, page);
      }
    } else if (method === 'GET' || method === 'HEAD') {
      if (path === '/fragments/quantity-row') {
        const n = Math.min(Math.max(Number.parseInt(url.searchParams.get('n') ?? '1', 10) || 1, 1), 1000);
        return sendHtml(res, 200, quantityRowFragment(n));
      }
      const match = matchRoute(path);
      if (match) {
        // the page's prices in the site's currency, as the demo backend answers its calls
        const page = withPriceSite(session.site, () => match.route.render(ctx, match.params));
        if (page) return sendPage(res, ctx, page);
      }
    }

    if (await answerFromHandlers(mockHandlers, toFetchRequest(req, url, body), res, [])) return;
    if (method === 'GET' || method === 'HEAD') return notFound(res, ctx);
    res.writeHead(404, { 'Content-Type': 'application/json' }).end(JSON.stringify({ error: 'Not found' }));
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      const tooLarge = err instanceof RangeError;
      if (!tooLarge) console.error('examples/site:', err);
      if (res.headersSent) return void res.destroy();
      // the rest of a too-large body is not read either: close once answered
      res.writeHead(tooLarge ? 413 : 500, {
        'Content-Type': 'text/plain; charset=utf-8',
        ...(tooLarge && { Connection: 'close' }),
      });
      res.end(tooLarge ? 'Request body too large' : 'Internal server error');
    });
  });

  // An idle kept-alive connection is closed after 65 s, not Node's 5 s: a client that reuses it as
  // the server closes it gets ECONNRESET (the browser tests' request context met it under load).
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolveListen());
  });
  const address = server.address() as AddressInfo;
  return {
    url: `http://localhost:${address.port}/`,
    close: () =>
      new Promise<void>((resolveClose, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolveClose()));
      }),
  };
}
