/**
 * The inbox page's requests to /api/inbox (docs/inbox-api.md): JSON in and out, the CSRF
 * header on every POST, answers checked against the contract's schemas, and every failure
 * turned into an InboxApiError carrying the contract's error code.
 */

import { csrfHeader } from '@contract/inbox-api';
import { type InboxErrorCode, inboxErrorMessages } from '@contract/inbox-errors';
import type { z } from 'zod';

export class InboxApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: InboxErrorCode,
    readonly body: Record<string, unknown>,
  ) {
    super(code);
  }
}

function errorCodeOf(status: number, body: Record<string, unknown>): InboxErrorCode {
  const code = body.error;
  if (typeof code === 'string' && code in inboxErrorMessages) return code as InboxErrorCode;
  if (status === 401) return 'unauthenticated';
  if (status === 404) return 'not_found';
  if (status === 503) return 'database_unavailable';
  if (status === 429) return 'rate_limited';
  return 'internal';
}

interface RequestOptions {
  method?: 'GET' | 'POST';
  body?: unknown;
  csrfToken?: string;
  /** Aborts the request: the screen that asked has gone, or asks for something else now. */
  signal?: AbortSignal;
  /**
   * A shared insights link's Authorization header (`Bearer TOKEN`, ../insights/shared/), in
   * place of a session.
   */
  authorization?: string;
}

export async function inboxRequest<Schema extends z.ZodType>(
  url: string,
  schema: Schema | null,
  { method = 'GET', body, csrfToken, signal, authorization }: RequestOptions = {},
): Promise<z.infer<Schema>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (method === 'POST' && csrfToken) headers[csrfHeader] = csrfToken;
  if (authorization) headers.Authorization = authorization;
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      credentials: 'same-origin',
      signal,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    // The server cannot be reached at all: nothing was changed, like a 503.
    throw new InboxApiError(0, 'database_unavailable', {});
  }
  const text = await response.text();
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = null;
  }
  if (!response.ok) {
    const errorBody =
      parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
    throw new InboxApiError(response.status, errorCodeOf(response.status, errorBody), errorBody);
  }
  return schema ? schema.parse(parsed) : (parsed as z.infer<Schema>);
}
