// @vitest-environment node
/**
 * No import cycle in the packages (import-cycles.mjs): modules that import each other in a circle,
 * by any import, values or types only, fail here. Checkout's steps once made a circle of 33 files;
 * its types now live in a module that imports no step (checkout-controller.ts). The last three, each
 * a popup or provider loaded on demand importing a type back from its loader, went the same way
 * (registry-popup-types.ts, address-autocomplete/types.ts, the demo catalogue's material.ts).
 */
import { describe, expect, it } from 'vitest';
import { cyclesUnder, findCycles, importGraph } from './import-cycles.mjs';

describe('import cycles in the packages', () => {
  it('none: modules that share types or constants import them from a module that imports neither', () => {
    expect(
      cyclesUnder(['packages']),
      'these files import each other in a circle: move what they share (types, constants) into a module that imports none of them',
    ).toEqual([]);
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
