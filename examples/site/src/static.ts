import { readFileSync, statSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.webm': 'video/webm',
  '.vtt': 'text/vtt; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.json', '.map', '.svg', '.txt', '.vtt']);

/** Cache-Control for immutable content-hashed files (e.g. `chunk-5XQ2ZK3L.js`). */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Cache-Control for files whose name stays the same across builds (`hearth.js`, site assets). */
export const REVALIDATE = 'no-cache';

/**
 * True for a content-hashed name: a `-` or `.` then 8+ hash characters including a digit or an
 * uppercase letter (esbuild writes base32 uppercase), so `quantity-selector.js` is not hashed.
 * The script-tag build's own files are known by name instead ({@link hashedAssets}): rolldown's
 * six lowercase characters may be letters only.
 */
export function isHashedName(name: string): boolean {
  return /[-.](?=[A-Za-z0-9_]*[A-Z0-9])[A-Za-z0-9_]{8,}\.(?:m?js|css|map)$/.test(name);
}

let hashedCache: { dir: string; mtimeMs: number; files: ReadonlySet<string> } | undefined;

/**
 * The content-hashed files of the script-tag build in `distDir`, as `hearth-manifest.json` lists
 * them (each island's chunk, the chunks and stylesheets it loads, those of modules loaded on
 * demand): everything but `hearth.js`. Read again when the manifest changes.
 */
export function hashedAssets(distDir: string): ReadonlySet<string> {
  const file = `${distDir}/hearth-manifest.json`;
  let mtimeMs: number;
  try {
    mtimeMs = statSync(file).mtimeMs;
  } catch {
    return new Set();
  }
  if (hashedCache?.dir !== distDir || hashedCache.mtimeMs !== mtimeMs) {
    const files = new Set<string>();
    try {
      type Listed = { file?: string; deps?: string[]; css?: string[] };
      const manifest = JSON.parse(readFileSync(file, 'utf8')) as {
        islands?: Record<string, Listed>;
        lazy?: Record<string, Listed>;
        css?: Record<string, unknown>;
      };
      for (const entry of [...Object.values(manifest.islands ?? {}), ...Object.values(manifest.lazy ?? {})])
        for (const name of [entry.file, ...(entry.deps ?? []), ...(entry.css ?? [])]) if (name) files.add(name);
      for (const name of Object.keys(manifest.css ?? {})) files.add(name);
    } catch {
      // an unreadable manifest: nothing is known to be hashed
    }
    hashedCache = { dir: distDir, mtimeMs, files };
  }
  return hashedCache.files;
}

/** Resolves `relPath` inside `root`, or null when it would escape it or looks odd. */
export function safeJoin(root: string, relPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(relPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\') || decoded.split('/').includes('..')) return null;
  const base = resolve(root);
  const full = resolve(base, '.' + (decoded.startsWith('/') ? decoded : '/' + decoded));
  return full.startsWith(base + sep) ? full : null;
}

interface CachedFile {
  mtimeMs: number;
  body: Buffer;
  gzip: Buffer | null;
}
const cache = new Map<string, CachedFile>();

async function load(file: string): Promise<CachedFile | null> {
  let info;
  try {
    info = await stat(file);
  } catch {
    return null;
  }
  if (!info.isFile()) return null;
  const hit = cache.get(file);
  if (hit && hit.mtimeMs === info.mtimeMs) return hit;
  const body = await readFile(file);
  const gzip = COMPRESSIBLE.has(extname(file)) && body.length > 1024 ? gzipSync(body) : null;
  const entry = { mtimeMs: info.mtimeMs, body, gzip };
  cache.set(file, entry);
  return entry;
}

/**
 * Sends a file with its content type, the given Cache-Control, an ETag and gzip when the
 * browser accepts it. Returns false (nothing sent) when the file does not exist.
 */
export async function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  file: string,
  cacheControl: string,
): Promise<boolean> {
  const entry = await load(file);
  if (!entry) return false;
  const etag = `"${entry.body.length.toString(16)}-${Math.floor(entry.mtimeMs).toString(16)}"`;
  const headers: Record<string, string> = {
    'Content-Type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
    'Cache-Control': cacheControl,
    ETag: etag,
    'X-Content-Type-Options': 'nosniff',
    Vary: 'Accept-Encoding',
  };
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304, headers).end();
    return true;
  }
  const gzip = entry.gzip && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  const body = gzip && entry.gzip ? entry.gzip : entry.body;
  if (gzip) headers['Content-Encoding'] = 'gzip';
  headers['Content-Length'] = String(body.length);
  res.writeHead(200, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
  return true;
}

/** The stylesheets of the script-tag build a page links itself, from `hearth-manifest.json`. */
export interface HearthStyles {
  /** The design tokens (`/assets/hearth/ui-HASH.css`), or undefined before a build. */
  tokens: string | undefined;
  /** Island name → its stylesheets, in the order its entry links them (none for an island not built). */
  island(name: string): string[];
}

const NO_STYLES: HearthStyles = { tokens: undefined, island: () => [] };
let stylesCache: { dir: string; mtimeMs: number; styles: HearthStyles } | undefined;

/** A stylesheet the manifest names, as a page links it; undefined for anything else. */
const cssHref = (file: unknown) =>
  typeof file === 'string' && /^[\w.-]+\.css$/.test(file) ? `/assets/hearth/${file}` : undefined;

/**
 * The stylesheets of the script-tag build as a page links them (`/assets/hearth/…css`, named in
 * `hearth-manifest.json`): the design tokens, and each island's, for a page whose server HTML is
 * drawn with an island's own classes (the special-order page's configurator). None
 * before a build. Read again when the manifest changes (a rebuild while the server runs).
 */
export function hearthStyles(distDir: string): HearthStyles {
  const file = `${distDir}/hearth-manifest.json`;
  let mtimeMs: number;
  try {
    mtimeMs = statSync(file).mtimeMs;
  } catch {
    return NO_STYLES;
  }
  if (stylesCache?.dir !== distDir || stylesCache.mtimeMs !== mtimeMs) {
    let styles = NO_STYLES;
    try {
      const manifest = JSON.parse(readFileSync(file, 'utf8')) as {
        tokens?: unknown;
        islands?: Record<string, { css?: unknown } | undefined>;
      };
      const islands = manifest.islands ?? {};
      styles = {
        tokens: cssHref(manifest.tokens),
        island: (name) => {
          const css = Object.hasOwn(islands, name) ? islands[name]?.css : undefined;
          return Array.isArray(css) ? css.map(cssHref).filter((href): href is string => href !== undefined) : [];
        },
      };
    } catch {
      styles = NO_STYLES;
    }
    stylesCache = { dir: distDir, mtimeMs, styles };
  }
  return stylesCache.styles;
}
