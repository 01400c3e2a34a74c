import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { createSiteServer, DEFAULT_DIST_DIR, missingBuildMessage } from '../src/server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Base URL of the example site, with a trailing slash. */
    siteUrl: string;
  }
}

/** Starts the example site on a free port for the browser tests. It builds nothing. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const distDir = process.env.HEARTH_DIST_DIR ?? DEFAULT_DIST_DIR;
  if (!existsSync(`${distDir}/hearth.js`)) throw new Error(missingBuildMessage(distDir));
  const site = await createSiteServer({ port: 0, distDir });
  project.provide('siteUrl', site.url);
  return () => site.close();
}
