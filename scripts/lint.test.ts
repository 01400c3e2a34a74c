// @vitest-environment node
/**
 * The import boundaries ESLint checks in `npm test` (eslint.config.js): each rule fails a file that
 * breaks it, and leaves alone one that keeps it.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// vitest runs from the repo root, where eslint.config.js is.
const eslint = new ESLint({ cwd: process.cwd() });

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('import boundaries: core ← ui ← feature packages ← islands', () => {
  it.each([
    ['core imports ui', 'packages/core/src/x.ts', "import { Button } from '@hearth/ui';"],
    ['core imports a feature', 'packages/core/src/x.ts', "import { CartPage } from '@hearth/cart';"],
    ['ui imports a feature', 'packages/ui/src/x.ts', "import { SignIn } from '@hearth/account';"],
    ['a feature imports another feature', 'packages/cart/src/x.ts', "import { SignIn } from '@hearth/account';"],
    ['a feature imports another feature (testing helper)', 'packages/cart/src/testing/x.ts', "import { SignIn } from '@hearth/account';"],
    ['shipping code imports the demo backend', 'packages/cart/src/cart/x.ts', "import { handlers } from '@hearth/mock-api';"],
    ['ui shipping code imports the demo backend', 'packages/ui/src/x.ts', "import { handlers } from '@hearth/mock-api';"],
  ])('refuses: %s', async (_, filePath, code) => {
    expect(await problems(filePath, code)).toHaveLength(1);
  });

  it.each([
    ['a feature imports core and ui', 'packages/cart/src/x.ts', "import { getClient } from '@hearth/core';\nimport { Button } from '@hearth/ui';"],
    ['ui imports core', 'packages/ui/src/x.ts', "import { getClient } from '@hearth/core';"],
    ['a test imports the demo backend', 'packages/cart/src/cart/x.test.ts', "import { handlers } from '@hearth/mock-api';"],
    ['a testing helper imports the demo backend', 'packages/account/src/testing/x.ts', "import { handlers } from '@hearth/mock-api';"],
  ])('allows: %s', async (_, filePath, code) => {
    expect(await problems(filePath, code)).toEqual([]);
  });
});
