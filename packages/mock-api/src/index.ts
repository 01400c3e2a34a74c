import type { RequestHandler } from 'msw';

/** Every documented call, as msw handlers (filled in by the mock-api work). */
export const handlers: RequestHandler[] = [];
/** Paths the demo backend serves for calls whose path the spec does not show. */
export const DEMO_ENDPOINTS: Record<string, string> = {};
