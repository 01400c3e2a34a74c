import { cookies, headers } from 'next/headers';

/**
 * A call to the demo backend from a Server Component, over HTTP with the shopper's cookies, as a
 * store's server reads its own backend: the route handlers hold the demo's state (a module of
 * theirs, not shared with the pages' server bundle).
 */
export async function fromBackend(path) {
  const host = (await headers()).get('host');
  const response = await fetch(`http://${host}${path}`, {
    headers: { cookie: (await cookies()).toString() },
    cache: 'no-store',
  });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return response.json();
}
