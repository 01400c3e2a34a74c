import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { Readable } from 'node:stream';
import { gzipSync } from 'node:zlib';
import { getResponse, type RequestHandler } from 'msw';

/** Largest request body the demo accepts from a request whose header token passed (JSON calls). */
export const MAX_BODY_BYTES = 1_000_000;
/**
 * Largest urlencoded form body read to find its `__RequestVerificationToken` field, before the
 * token is known to be good: a legacy form of quantities and hidden fields is far smaller.
 */
export const MAX_FORM_BYTES = 64 * 1024;

/**
 * Reads the request body, refusing more than `limit` bytes: at once when `Content-Length` says
 * so (nothing is read), else as soon as the bytes read pass it.
 *
 * @throws RangeError when the body is larger than `limit`
 */
export async function readBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<Buffer> {
  if (Number(req.headers['content-length'] ?? 0) > limit) throw new RangeError('Request body too large');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw new RangeError('Request body too large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** Converts a node request (whose body was already read) into a Fetch `Request`. */
export function toFetchRequest(req: IncomingMessage, url: URL, body: Buffer): Request {
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined || key.startsWith(':')) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else headers.set(key, value);
  }
  const method = req.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD' && body.length > 0;
  return new Request(url, { method, headers, body: hasBody ? new Uint8Array(body) : null });
}

/** Answers a browser may take gzipped: JSON, SVG pictures, text; a larger one goes gzipped when it asks. */
const COMPRESSIBLE_TYPE = /^(application\/(json|javascript)|image\/svg\+xml|text\/)/i;
/** Smaller answers go as they are: gzip's header and the CPU cost more than they save. */
const COMPRESS_FROM_BYTES = 1024;

/**
 * Writes a Fetch `Response` to a node response, keeping repeated `Set-Cookie` headers. A JSON,
 * SVG or text answer over 1 KB goes gzipped when `acceptEncoding` takes gzip, as a store's
 * server sends its answers (the special-order page's browse data: 562 KB, 29 KB gzipped).
 */
export async function sendFetchResponse(
  res: ServerResponse,
  response: Response,
  extraCookies: string[] = [],
  acceptEncoding = '',
): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, key) => {
    if (key !== 'set-cookie' && key !== 'content-length' && key !== 'content-encoding') headers[key] = value;
  });
  const cookies = [...extraCookies, ...response.headers.getSetCookie()];
  if (cookies.length) headers['set-cookie'] = cookies;
  if (response.body && COMPRESSIBLE_TYPE.test(response.headers.get('content-type') ?? '')) {
    // the mock's answers are whole when they are made (none streams): read, then sent at once
    const body = Buffer.from(await response.arrayBuffer());
    headers['vary'] = 'Accept-Encoding';
    if (body.length > COMPRESS_FROM_BYTES && /\bgzip\b/.test(acceptEncoding)) {
      const gzip = gzipSync(body);
      headers['content-encoding'] = 'gzip';
      headers['content-length'] = String(gzip.length);
      res.writeHead(response.status, response.statusText, headers).end(gzip);
    } else {
      headers['content-length'] = String(body.length);
      res.writeHead(response.status, response.statusText, headers).end(body);
    }
    return;
  }
  res.writeHead(response.status, response.statusText, headers);
  if (!response.body) {
    res.end();
    return;
  }
  await new Promise<void>((resolvePipe, reject) => {
    Readable.fromWeb(response.body as WebReadableStream<Uint8Array>)
      .on('error', reject)
      .pipe(res)
      .on('finish', resolvePipe)
      .on('error', reject);
  });
}

/**
 * Answers a request from the mock API's msw handlers. Handlers with relative paths resolve
 * against the site's origin. Returns false when no handler matched. A handler that throws
 * (msw's `HttpResponse.error()`, the "network failure" fault) destroys the socket so the browser
 * sees a real 'Failed to fetch'.
 */
export async function answerFromHandlers(
  handlers: readonly RequestHandler[],
  request: Request,
  res: ServerResponse,
  extraCookies: string[],
): Promise<boolean> {
  const response = await getResponse([...handlers], request, { baseUrl: new URL(request.url).origin });
  if (!response) return false;
  if (response.type === 'error') {
    res.destroy();
    return true;
  }
  await sendFetchResponse(res, response, extraCookies, request.headers.get('accept-encoding') ?? '');
  return true;
}
