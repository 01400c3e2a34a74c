// @vitest-environment node
/**
 * Which dist modules get `'use client'` (client-modules.mjs): those using React, a
 * React library, a client module of their package or a client name of another package; never an
 * entry that only re-exports.
 */
import { describe, expect, it } from 'vitest';
import { classifyModules, reExportsOf } from './client-modules.mjs';

const REACT_LIBRARIES = new Set(['react', 'react-dom', 'swr', '@floating-ui/react']);
const isReactLibrary = (name: string) => REACT_LIBRARIES.has(name);
const CORE_CLIENT = new Set(['useSignalValue', 'defineIsland']);
const clientNames = (specifier: string) => (specifier === '@hearth/core' ? CORE_CLIENT : new Set<string>());

function classify(files: Record<string, string>, entries: Record<string, string> = { index: 'index.js' }) {
  const chunks = Object.fromEntries(
    Object.entries(files).map(([file, code]) => [
      file,
      { code, exports: [...code.matchAll(/export (?:function|const) (\w+)/g)].map((m) => m[1]!) },
    ]),
  );
  const { client, barrels, exports } = classifyModules({ pkg: 'ui', chunks, entries, isReactLibrary, clientNames });
  return { client: [...client].sort(), barrels: [...barrels], exports };
}

const FILES = {
  'index.js': [
    'import { QuantitySelector } from "./quantity-selector/quantity-selector.js";',
    'import { clamp } from "./quantity-selector/quantity.js";',
    'import { useCallData } from "./data/use-call-data.js";',
    'import { formatLine } from "./format/line.js";',
    'import { sanitizeHtml } from "./sanitized-html/sanitize-html.js";',
    'export { QuantitySelector, clamp, formatLine, sanitizeHtml, useCallData };',
  ].join('\n'),
  'quantity-selector/quantity-selector.js':
    'import { jsx } from "react/jsx-runtime";\nimport { clamp } from "./quantity.js";\nexport function QuantitySelector() { return jsx("div", { children: clamp(1) }); }',
  'quantity-selector/quantity.js': 'export function clamp(n) { return Math.max(1, n); }',
  'data/use-call-data.js': 'import useSWR from "swr";\nexport function useCallData(k) { return useSWR(k); }',
  'data/preload.js': 'import { useCallData } from "./use-call-data.js";\nexport const preload = () => useCallData;',
  'format/line.js':
    'import { formatCents } from "@hearth/core";\nexport function formatLine(c) { return formatCents(c); }',
  'format/signal.js':
    'import { useSignalValue } from "@hearth/core";\nexport function useLine(s) { return useSignalValue(s); }',
  'sanitized-html/sanitize-html.js':
    'import DOMPurify from "dompurify";\nexport function sanitizeHtml(h) { return DOMPurify.sanitize(h); }',
};

describe('classifyModules', () => {
  const { client, barrels, exports } = classify(FILES);

  it('marks what uses React or a React library, and what uses a client module of the package', () => {
    expect(client).toEqual([
      'data/preload.js',
      'data/use-call-data.js',
      'format/signal.js',
      'quantity-selector/quantity-selector.js',
    ]);
  });

  it('leaves plain code unmarked: a Server Component may call it (also when it uses a plain name of another package)', () => {
    for (const plain of ['quantity-selector/quantity.js', 'format/line.js', 'sanitized-html/sanitize-html.js'])
      expect(client).not.toContain(plain);
  });

  it('never marks an entry that only re-exports, and tells which of its names are client code', () => {
    expect(barrels).toEqual(['index.js']);
    expect(client).not.toContain('index.js');
    expect([...exports['']!].sort()).toEqual(['QuantitySelector', 'useCallData']);
  });

  it('classifies an entry with code of its own as any module (the loader: plain code)', () => {
    const loader = classify(
      {
        ...FILES,
        'loader.js': 'import { clamp } from "./quantity-selector/quantity.js";\nexport const start = () => clamp(2);',
      },
      { index: 'index.js', loader: 'loader.js' },
    );
    expect(loader.barrels).toEqual(['index.js']);
    expect(loader.client).not.toContain('loader.js');
    expect([...loader.exports['/loader']!]).toEqual([]);
    const hooks = classify(
      { 'hooks.js': 'import { useState } from "react";\nexport function useOpen() { return useState(false); }' },
      { hooks: 'hooks.js' },
    );
    expect(hooks.client).toEqual(['hooks.js']);
    expect([...hooks.exports['/hooks']!]).toEqual(['useOpen']);
  });

  it("refuses an entry's 'export *', which hides which names are client code", () => {
    expect(() => reExportsOf('index.js', 'export * from "./a.js";')).toThrow(/export \*/);
  });
});
