/**
 * The fetch layer of every query and mutation (`client`: the QueryClient TanStack Query hands
 * them): a 401 signs the person out in place; a POST sends the session's CSRF token, renewed
 * once when the server calls it stale (docs/inbox-api.md).
 */
import { sessionAnswer } from '@contract/inbox-api';
import type { QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { InboxApiError, inboxRequest } from './request';
import { csrfTokenOf, setSignedIn, setSignedOut } from './session';

function expireOn401(client: QueryClient) {
  return (error: unknown): never => {
    if (error instanceof InboxApiError && error.status === 401) {
      setSignedOut(client, { expired: true });
    }
    throw error;
  };
}

export function inboxGet<Schema extends z.ZodType>(
  client: QueryClient,
  url: string,
  schema: Schema,
  signal?: AbortSignal,
): Promise<z.infer<Schema>> {
  return inboxRequest(url, schema, { signal }).catch(expireOn401(client));
}

export async function inboxPost<Schema extends z.ZodType>(
  client: QueryClient,
  url: string,
  schema: Schema | null,
  body: unknown = {},
): Promise<z.infer<Schema>> {
  const post = (csrfToken: string | undefined) =>
    inboxRequest(url, schema, { method: 'POST', body, csrfToken });
  try {
    return await post(csrfTokenOf(client));
  } catch (error) {
    if (!(error instanceof InboxApiError && error.code === 'csrf'))
      return expireOn401(client)(error);
    // The token went stale (a sign-in in another tab): the server refused before doing
    // anything, so sending once more with the current token cannot do the change twice.
    const fresh = await inboxRequest('/api/inbox/session', sessionAnswer).catch(
      expireOn401(client),
    );
    setSignedIn(client, fresh);
    return post(fresh.csrfToken).catch(expireOn401(client));
  }
}
