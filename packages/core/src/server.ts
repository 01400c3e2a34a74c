/**
 * `@hearth/core/server`: the parts of @hearth/core that need no browser and no React (money
 * formatting, the configuration schema, the URL filter, the call errors), for code that runs only on a server: a React Server Component, a route handler,
 * a server page writing `hearth-config`. Unlike `@hearth/core` (and every other entry that exports
 * components or hooks), it does not start with `'use client'`, so a Server Component calls these
 * functions itself rather than getting client references; and it pulls in no React (checked by
 * `scripts/dist-entries.test.ts`). The same functions as `@hearth/core`'s, listed once in
 * `shared-exports.ts`: see docs/npm.md. The validators moved to `@hearth/commerce/server`.
 */

// configuration: the schema a server checks its `hearth-config` against, and the feature names
export { BrandSchema, CONFIG_SCRIPT_ID, ConfigSchema, SiteSchema } from './config/config-schema';
export { parseConfig } from './config/parse-config';

// shared with `@hearth/core`: feature names, call errors, money, the URL filter, helpers
export * from './shared-exports';
