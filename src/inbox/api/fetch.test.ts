import { leadListAnswer, sessionAnswer } from '@contract/inbox-api';
import { InfiniteQueryObserver, type QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { inboxGet, inboxPost } from './fetch';
import { createInboxQueryClient } from './query-client';
import { queryKeys } from './query-keys';
import { InboxApiError } from './request';
import { type SessionState, setSignedIn, setSignedOut } from './session';
import { infiniteListQuery } from './use-infinite-list';

/** The server, as a list of answers in the order they are asked for; what was asked is kept. */
function server(...answers: [number, unknown][]) {
  const asked: { url: string; method: string; csrf: string | null }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const headers = new Headers(init.headers);
      asked.push({ url, method: init.method ?? 'GET', csrf: headers.get('x-csrf-token') });
      const [status, body] = answers.shift() ?? [500, { error: 'internal' }];
      return new Response(JSON.stringify(body), { status });
    }),
  );
  return asked;
}

const user = { id: '1', email: 'carla@example.com', name: 'Carla', roles: ['sales' as const] };
const session = (client: QueryClient) => client.getQueryData<SessionState>(queryKeys.session);

let client: QueryClient;
beforeEach(() => {
  client = createInboxQueryClient();
  setSignedIn(client, { user, csrfToken: 'token-1' });
});
afterEach(() => {
  client.clear();
  vi.unstubAllGlobals();
});

describe('the fetch layer', () => {
  it('sends the session’s CSRF token with a POST', async () => {
    const asked = server([200, { deleted: 1 }]);
    await inboxPost(client, '/api/inbox/leads/x/erase', null, { confirmEmail: 'a@b.c' });
    expect(asked).toEqual([{ url: '/api/inbox/leads/x/erase', method: 'POST', csrf: 'token-1' }]);
  });

  it('renews a stale CSRF token once and sends again with the new one', async () => {
    const asked = server(
      [403, { error: 'csrf' }],
      [200, { user, csrfToken: 'token-2' }],
      [200, { ok: true }],
    );
    await expect(inboxPost(client, '/api/inbox/sign-out', null)).resolves.toEqual({ ok: true });
    expect(asked.map(({ method, csrf }) => `${method} ${csrf}`)).toEqual([
      'POST token-1',
      'GET null',
      'POST token-2',
    ]);
    expect(session(client)).toEqual({
      status: 'signedIn',
      session: sessionAnswer.parse({ user, csrfToken: 'token-2' }),
    });
  });

  it('sends a refused write only once, and tells its failure', async () => {
    const asked = server([503, { error: 'database_unavailable' }]);
    await expect(
      inboxPost(client, '/api/inbox/leads/x/notes', null, { body: 'x' }),
    ).rejects.toMatchObject({ code: 'database_unavailable' });
    expect(asked).toHaveLength(1);
  });

  it('signs the person out in place on a 401, keeping what the screens had', async () => {
    client.setQueryData(queryKeys.lead('x'), { kept: true });
    server([401, { error: 'unauthenticated' }]);
    await expect(inboxGet(client, '/api/inbox/leads/x', leadListAnswer)).rejects.toThrow();
    expect(session(client)).toEqual({ status: 'signedOut', expired: true });
    expect(client.getQueryData(queryKeys.lead('x'))).toEqual({ kept: true });
  });
});

describe('the query client', () => {
  it('asks once for a read that fails, as a screen does: no automatic retry', async () => {
    const asked = server([503, { error: 'database_unavailable' }], [200, { leads: [] }]);
    const observer = new QueryObserver(client, {
      queryKey: queryKeys.leadList({}),
      queryFn: ({ client }) => inboxGet(client, '/api/inbox/leads', leadListAnswer),
    });
    const result = await observer.refetch();
    expect(result.error).toBeInstanceOf(InboxApiError);
    expect(asked).toHaveLength(1);
  });

  it('forgets every screen’s data when the person signs out, but not the session', () => {
    client.setQueryData(queryKeys.leadList({ q: 'ana' }), { pages: [] });
    setSignedOut(client, { expired: false });
    expect(client.getQueryData(queryKeys.leadList({ q: 'ana' }))).toBeUndefined();
    expect(session(client)).toEqual({ status: 'signedOut', expired: false });
  });
});

describe('a keyset list', () => {
  const lead = (id: string) => ({
    id,
    createdAt: '2026-11-25T10:00:00.000Z',
    firstName: 'Ana',
    lastName: id,
    email: `${id}@example.com`,
    phone: '11 99999-0000',
    language: 'pt',
    status: 'new',
    version: 1,
    source: null,
    campaign: null,
    owner: null,
    nextStepOn: null,
    nextStep: null,
    respondBy: null,
    overdue: false,
    company: null,
    duplicateOf: null,
    spamReasons: null,
    unread: true,
  });

  it('asks for the page after the last cursor, with the filter, until there is none', async () => {
    const asked = server(
      [200, { leads: [lead('a')], nextCursor: 'c1' }],
      [200, { leads: [lead('b')], nextCursor: null }],
    );
    const observer = new InfiniteQueryObserver(
      client,
      infiniteListQuery({
        queryKey: queryKeys.leadList({ status: 'new' }),
        path: '/api/inbox/leads',
        query: new URLSearchParams({ status: 'new' }),
        schema: leadListAnswer,
      }),
    );
    await observer.refetch();
    expect(observer.getCurrentResult().hasNextPage).toBe(true);
    const second = await observer.fetchNextPage();
    expect(asked.map(({ url }) => url)).toEqual([
      '/api/inbox/leads?status=new',
      '/api/inbox/leads?status=new&cursor=c1',
    ]);
    expect(second.data?.pages.flatMap((page) => page.leads.map(({ id }) => id))).toEqual([
      'a',
      'b',
    ]);
    expect(second.hasNextPage).toBe(false);
  });
});
