import { QueryClient } from '@tanstack/react-query';

/**
 * The inbox's TanStack Query client (docs/decisions/182-inbox-data-through-tanstack-query.md).
 * - No automatic retries, reads included: a failed read is told at once with its reason (an
 *   outage says nothing was lost) and the person's next step (reload, "load more", filter)
 *   asks again; a retry would only hold the message back, and a retried write could be done
 *   twice. The one resend is the fetch layer's, on a stale CSRF token the server refused.
 * - Every request is tried, online or not (`networkMode: 'always'`): offline, it fails and
 *   says so, as before; a write never waits in a queue to happen later by itself.
 * - A screen asks again each time it opens (data is stale at once), showing what it had
 *   meanwhile; no refetch on focus or reconnect, which would change a page under the reader.
 */
export function createInboxQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        networkMode: 'always',
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
