import { unload } from 'swr';
import { abortAllRequests } from './call-requests';

/**
 * Forgets every read: aborts the requests under way and empties swr's cache, without reading
 * again. For tests and Storybook, so each test or story starts from the demo backend's answers.
 */
export function resetCallData(): void {
  abortAllRequests();
  unload({ revalidate: false });
}
