import { fileURLToPath } from 'node:url';

/** The repository: the workspace's packages (`@hearth/*`, linked in its node_modules) live there. */
const root = fileURLToPath(new URL('../..', import.meta.url));

/** @type {import('next').NextConfig} */
export default {
  turbopack: { root },
  outputFileTracingRoot: root,
  poweredByHeader: false,
};
