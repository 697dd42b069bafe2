/**
 * A list the API gives in keyset pages (`{…, nextCursor}`, docs/inbox-api.md): the leads, the
 * audit log. "Load more" asks for the page after the last cursor; a new filter is a new key.
 */
import { infiniteQueryOptions, type QueryKey, useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { inboxGet } from './fetch';

type Paged = z.ZodType<{ nextCursor: string | null }>;

interface InfiniteListOptions<Schema extends Paged, Item> {
  queryKey: QueryKey;
  /** The API's path and its query (the filter), without the cursor. */
  path: string;
  query: URLSearchParams;
  schema: Schema;
  itemsOf: (page: z.infer<Schema>) => Item[];
  /** False while the filter is one the API would refuse: nothing is asked. */
  enabled?: boolean;
}

/** The infinite query of a list (apart from the hook so a test can run it on a QueryClient). */
export function infiniteListQuery<Schema extends Paged>(
  list: Omit<InfiniteListOptions<Schema, unknown>, 'itemsOf'>,
) {
  return infiniteQueryOptions({
    queryKey: list.queryKey,
    enabled: list.enabled ?? true,
    initialPageParam: null as string | null,
    queryFn: ({ client, pageParam, signal }) => {
      const params = new URLSearchParams(list.query);
      if (pageParam) params.set('cursor', pageParam);
      return inboxGet(client, `${list.path}?${params}`, list.schema, signal);
    },
    getNextPageParam: (last: z.infer<Schema>) => last.nextCursor,
  });
}

export function useInfiniteList<Schema extends Paged, Item>(
  options: InfiniteListOptions<Schema, Item>,
) {
  const list = useInfiniteQuery(infiniteListQuery(options));
  return { ...list, items: list.data?.pages.flatMap(options.itemsOf) ?? null };
}
