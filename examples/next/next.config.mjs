import { fileURLToPath } from 'node:url';

/** The repository: the workspace's packages (`@hearth/*`, linked in its node_modules) live there. */
const root = fileURLToPath(new URL('../..', import.meta.url));

/** @type {import('next').NextConfig} */
export default {
  // the demo backend is private and never built: its TypeScript sources, as the repo's tools use them
  turbopack: { root, resolveAlias: { '@hearth/mock-api': './../../packages/mock-api/src/index.ts' } },
  outputFileTracingRoot: root,
  poweredByHeader: false,
  // the App Router's default, written out: `next dev` mounts each component twice (next-dev.e2e.ts)
  reactStrictMode: true,
};
