// @vitest-environment node
/**
 * No import cycle in the packages (import-cycles.mjs): modules that import each other in a circle,
 * by any import, values or types only, fail here unless the circle is one of the known ones below,
 * exactly as listed. Checkout's steps once made a circle of 33 files; its types now live in a
 * module that imports no step (checkout-controller.ts), and it must stay out of this list.
 */
import { describe, expect, it } from 'vitest';
import { cyclesUnder, findCycles, importGraph } from './import-cycles.mjs';

/**
 * Circles there were when this check came, each a lazy popup or helper importing a type back
 * from the module that loads it. Each is to go (a module of their shared types breaks it);
 * a circle that changed or went fails below until this list says so.
 */
const KNOWN = [
  [
    'packages/lists/src/registry/lazy-popups.ts',
    'packages/lists/src/registry/recommended-item.tsx',
    'packages/lists/src/registry/registry-confirmation.tsx',
    'packages/lists/src/registry/registry-popups.tsx',
    'packages/lists/src/registry/use-registry-confirmation.ts',
    'packages/lists/src/registry/use-registry.ts',
    'packages/lists/src/registry/you-may-also-want.tsx',
  ],
  ['packages/mock-api/src/catalogue/fabrics.ts', 'packages/mock-api/src/catalogue/large-fabrics.ts'],
  [
    'packages/swatches/src/swatch-order/address-autocomplete/autocomplete.ts',
    'packages/swatches/src/swatch-order/address-autocomplete/google-places.ts',
  ],
];

describe('import cycles in the packages', () => {
  it('none but the known ones; none in checkout', () => {
    const cycles = cyclesUnder(['packages']);
    const key = (cycle: string[]) => cycle.join('\n');
    const known = new Set(KNOWN.map(key));
    const fresh = cycles.filter((cycle) => !known.has(key(cycle)));
    expect(
      fresh,
      'these files import each other in a circle: move what they share (types, constants) into a module that imports none of them',
    ).toEqual([]);
    const gone = KNOWN.filter((cycle) => !cycles.some((found) => key(found) === key(cycle)));
    expect(gone, 'a known circle changed or went: update KNOWN in this file').toEqual([]);
    expect(cycles.flat().filter((path) => path.startsWith('packages/checkout/'))).toEqual([]);
  });
});

describe('finding them (import-cycles.mjs)', () => {
  const graphOf = (files: Record<string, string>) => importGraph(new Map(Object.entries(files)));

  it('follows every kind of import between the files: values, types only, re-exports, lazy import()', () => {
    const graph = graphOf({
      '/p/a.ts': "import { b } from './b';\nimport type { C } from './c.js';\nexport * from './d';",
      '/p/b.ts': "const e = () => import('./e/index');",
      '/p/c.ts': "import React from 'react';\nimport './styles.css';",
      '/p/d.tsx': '',
      '/p/e/index.ts': '// import { a } from "../a";',
    });
    expect(Object.fromEntries(graph)).toEqual({
      '/p/a.ts': ['/p/b.ts', '/p/c.ts', '/p/d.tsx'],
      '/p/b.ts': ['/p/e/index.ts'],
      '/p/c.ts': [],
      '/p/d.tsx': [],
      '/p/e/index.ts': [],
    });
    expect(findCycles(graph)).toEqual([]);
  });

  it('finds a circle closed by a type-only import, and one closed by a lazy import(), each once with all its files', () => {
    const graph = graphOf({
      '/p/controller.ts': "import { steps } from './steps';",
      '/p/steps.ts': "import { Step } from './step';",
      '/p/step.tsx': "import type { Controller } from './controller';",
      '/p/leaf.ts': '',
      '/p/popups.ts': "export const load = () => import('./dialog');",
      '/p/dialog.tsx': "import { load } from './popups';\nimport type { X } from './leaf';",
    });
    expect(findCycles(graph)).toEqual([
      ['/p/controller.ts', '/p/step.tsx', '/p/steps.ts'],
      ['/p/dialog.tsx', '/p/popups.ts'],
    ]);
  });

  it('finds a module that imports itself, and walks a long chain without overflowing', () => {
    expect(findCycles(graphOf({ '/p/self.ts': "import './self';" }))).toEqual([['/p/self.ts']]);
    const chain = new Map(
      Array.from({ length: 20_000 }, (_, i) => [`/c/${i}`, i < 19_999 ? [`/c/${i + 1}`] : ['/c/0']]),
    );
    expect(findCycles(chain)[0]).toHaveLength(20_000);
  });
});
