/**
 * Serves the hydration check's pages: one per React version, holding every case's server HTML
 * with its initial data, the packages' stylesheets and that version's browser bundle (and a page
 * per case, where its popup is opened); and the demo backend (`@hearth/mock-api`'s handlers) for the calls the components make once hydrated.
 */
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, normalize } from 'node:path';
import { handlers } from '@hearth/mock-api';
import { answerFromHandlers, readBody, toFetchRequest } from '../../site/src/api.js';
import { ROOT, type ReactVersion } from './bundle.js';

/** The packages whose `dist/styles.css` a page links, in the order a page takes them (ui's tokens first). */
const STYLED = ['ui', 'commerce', 'cart', 'account', 'checkout', 'swatches', 'product', 'media', 'lists'];

/** One rendered case. */
export interface PageCase {
  name: string;
  html: string;
  data: unknown;
}

/** JSON safe inside a `<script>` element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** The page of one React version: every case in its own root, then the version's script. */
export function hydrationPage(react: ReactVersion, cases: readonly PageCase[]): string {
  const styles = STYLED.map((name) => `<link rel="stylesheet" href="/styles/${name}.css">`).join('\n');
  const roots = cases
    .map(
      ({ name, html, data }) => `<section>
<h2>${escapeText(name)}</h2>
<div data-case="${escapeText(name)}">${html}</div><script type="application/json">${scriptJson(data)}</script>
</section>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en" data-brand="main">
<head>
<meta charset="utf-8">
<title>Hearth hydration, React ${react}</title>
${styles}
</head>
<body>
<form id="__AjaxAntiForgeryForm"><input type="hidden" name="__RequestVerificationToken" value="hydration-check"></form>
<main>
${roots}
</main>
<script type="module" src="/react-${react}/client-entry.js"></script>
</body>
</html>`;
}

/** A running harness server. */
export interface HarnessServer {
  url: string;
  close(): Promise<void>;
}

const TYPES: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css' };

/**
 * Serves each version's page of every case (`/react-19/`), a page of some
 * (`/react-19/?case=@hearth/ui.Dialog&case=@hearth/ui.Flyout`), each version's bundle folder (`/react-19/*.js`, cached:
 * the one-case pages load the same bundle) on a free port.
 */
export async function startHarnessServer(
  cases: Partial<Record<ReactVersion, readonly PageCase[]>>,
  clientDirs: Partial<Record<ReactVersion, string>>,
): Promise<HarnessServer> {
  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const page = /^\/react-(\d+)\/$/.exec(url.pathname);
      const all = page && cases[page[1] as ReactVersion];
      if (all) {
        const some = url.searchParams.getAll('case');
        const shown = some.length ? all.filter(({ name }) => some.includes(name)) : all;
        res.writeHead(shown.length ? 200 : 404, { 'Content-Type': 'text/html; charset=utf-8' });
        res.end(hydrationPage(page[1] as ReactVersion, shown));
        return;
      }
      const file = /^\/react-(\d+)\/([\w.-]+\.js)$/.exec(url.pathname);
      const style = /^\/styles\/(\w+)\.css$/.exec(url.pathname);
      const path = file
        ? clientDirs[file[1] as ReactVersion] && join(clientDirs[file[1] as ReactVersion]!, normalize(file[2]!))
        : style && STYLED.includes(style[1]!)
          ? join(ROOT, 'packages', style[1]!, 'dist/styles.css')
          : undefined;
      if (path) {
        const body = await readFile(path).catch(() => undefined);
        res.writeHead(body ? 200 : 404, {
          'Content-Type': TYPES[path.slice(path.lastIndexOf('.'))] ?? 'text/plain',
          'Cache-Control': 'max-age=3600',
        });
        res.end(body);
        return;
      }
      const origin = `http://${req.headers.host}`;
      const request = toFetchRequest(req, new URL(req.url ?? '/', origin), await readBody(req));
      if (!(await answerFromHandlers(handlers, request, res, []))) {
        res.writeHead(404);
        res.end();
      }
    })().catch((error: unknown) => {
      res.writeHead(500);
      res.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
