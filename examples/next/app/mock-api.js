import { handlers } from '@hearth/mock-api';
import { getResponse } from 'msw';

/**
 * The demo backend as route handlers: each request is answered by `@hearth/mock-api`'s msw
 * handlers, the same the demo site, Storybook and the tests use (a real store answers these calls
 * from its own backend).
 */
export async function answer(request) {
  const response = await getResponse([...handlers], request, { baseUrl: new URL(request.url).origin });
  return response ?? new Response('Not found', { status: 404 });
}
