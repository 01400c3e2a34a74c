import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { createRequire } from 'node:module';
import { afterAll, afterEach, beforeEach, expect } from 'vitest';
import { PREACT_KNOWN_FAILURES } from './preact-known-failures';

afterEach(() => {
  cleanup();
});

// Listed in preact-known-failures.ts: on preact the test runs as an expected failure.
if (process.env.HEARTH_RENDERER === 'preact' && process.env.HEARTH_PREACT_KNOWN_FAILURES !== 'fail') {
  beforeEach(({ task }) => {
    const cause = PREACT_KNOWN_FAILURES[task.fullName];
    if (cause === undefined) return;
    // what `it.fails` sets; vitest reads it once the test has run (should that change, the
    // listed test simply fails as usual)
    (task as { fails?: boolean }).fails = true;
    console.warn(`known failure on preact, run as an expected failure (preact-known-failures.ts): ${cause}`);
  });
}

// The `preact` project (vitest.config.ts) must not load React anywhere: a library that imports
// React without passing through vite's aliases would render with it, and the file would test
// React twice. Node keeps every CommonJS module it loaded, React's included, in require.cache.
if (process.env.HEARTH_RENDERER === 'preact') {
  afterAll(() => {
    const loaded = Object.keys(createRequire(import.meta.url).cache);
    const react = loaded.filter((file) => /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/.test(file));
    expect(react, 'React loaded in the preact project: add the library importing it to server.deps.inline').toEqual([]);
  });
}
