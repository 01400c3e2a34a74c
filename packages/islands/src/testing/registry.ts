/**
 * The `hearth:registry` module in tests (vitest.config.ts aliases it here): the build generates it
 * from every island (scripts/build/build-islands.mjs); one island whose chunk does not exist.
 */
export const chunks: Record<string, string> = { 'registry-test-island': 'h4sh' };
export const loads: Record<string, string> = {};
