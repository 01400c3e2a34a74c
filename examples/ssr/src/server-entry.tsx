/**
 * The server half of the hydration check (bundled by `bundle.ts` for one React version): renders
 * each case with `react-dom/server` in Node, with no DOM at all, as a framework's server does
 * (streaming, waiting for every Suspense boundary), and lists the components the packages export.
 */
import * as account from '@hearth/account';
import * as cart from '@hearth/cart';
import * as checkout from '@hearth/checkout';
import * as commerce from '@hearth/commerce';
import * as core from '@hearth/core';
import * as lists from '@hearth/lists';
import * as media from '@hearth/media';
import * as product from '@hearth/product';
import * as swatches from '@hearth/swatches';
import * as ui from '@hearth/ui';
import { version } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { Writable } from 'node:stream';
import { CASES, caseElement } from './cases';

export { version };

const PACKAGES: Record<string, Record<string, unknown>> = {
  '@hearth/core': core,
  '@hearth/ui': ui,
  '@hearth/commerce': commerce,
  '@hearth/cart': cart,
  '@hearth/account': account,
  '@hearth/checkout': checkout,
  '@hearth/swatches': swatches,
  '@hearth/product': product,
  '@hearth/media': media,
  '@hearth/lists': lists,
};

/** A React component by shape: a capitalised function that is not a class, or a memo/forwardRef object. */
function isComponent(name: string, value: unknown): boolean {
  if (!/^[A-Z]/.test(name)) return false;
  if (typeof value === 'function') return !/^class\b/.test(Function.prototype.toString.call(value));
  return typeof value === 'object' && value !== null && '$$typeof' in value;
}

/** Every component the packages export, as `@hearth/<package>.<Name>`. */
export function exportedComponents(): string[] {
  return Object.entries(PACKAGES).flatMap(([pkg, exports]) =>
    Object.entries(exports)
      .filter(([name, value]) => isComponent(name, value))
      .map(([name]) => `${pkg}.${name}`),
  );
}

/** What one case rendered to. */
export interface RenderedCase {
  name: string;
  html: string;
  /** The case's initial data, for the browser. */
  data: unknown;
  /** Errors React reported while rendering, and console errors and warnings. */
  problems: string[];
}

/** Renders case `name`, waiting for every Suspense boundary (`onAllReady`), ids prefixed with its name. */
export async function renderCase(name: string): Promise<RenderedCase> {
  const entry = CASES[name];
  if (!entry) throw new Error(`No case ${name}`);
  const problems: string[] = [];
  const { error, warn } = console;
  console.error = (...args: unknown[]) => void problems.push(`console.error: ${args.map(String).join(' ')}`);
  console.warn = (...args: unknown[]) => void problems.push(`console.warn: ${args.map(String).join(' ')}`);
  try {
    const data = entry.data?.();
    const html = await new Promise<string>((resolve, reject) => {
      let out = '';
      const sink = new Writable({
        write(chunk, _encoding, next) {
          out += String(chunk);
          next();
        },
        final(next) {
          resolve(out);
          next();
        },
      });
      const stream = renderToPipeableStream(caseElement(entry, data), {
        identifierPrefix: `${name}-`,
        onAllReady: () => stream.pipe(sink),
        onShellError: reject,
        onError: (cause) => void problems.push(`render error: ${(cause as Error)?.stack ?? String(cause)}`),
      });
    });
    return { name, html, data: data ?? null, problems };
  } catch (cause) {
    problems.push(`render error: ${(cause as Error)?.stack ?? String(cause)}`);
    return { name, html: '', data: null, problems };
  } finally {
    console.error = error;
    console.warn = warn;
  }
}

/** The names of the cases. */
export const caseNames = (): string[] => Object.keys(CASES);
