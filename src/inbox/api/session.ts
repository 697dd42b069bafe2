/**
 * The session lives in the query cache (queryKeys.session), so the fetch layer, which meets a
 * 401 or a stale CSRF token, and every screen read and change the same state.
 */
import {
  type SecondStepAnswer,
  type SessionAnswer,
  type SignInAnswer,
  sessionAnswer,
} from '@contract/inbox-api';
import { mayDo, type Permission } from '@contract/roles';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { clearNoteDrafts } from './note-drafts';
import { queryKeys } from './query-keys';
import { InboxApiError, inboxRequest } from './request';

export type SessionState =
  /** expired: a request met a 401; unavailable: the session could not be checked (outage). */
  | { status: 'signedOut'; expired: boolean; unavailable?: boolean }
  | { status: 'signedIn'; session: SessionAnswer }
  /** The password (or a mailed link) was right; a second step, or its set-up, is due. */
  | { status: 'secondStep'; step: SecondStepAnswer['secondStep'] };

/** GET /api/inbox/session as the inbox opens: only a 401 means "no session". */
export async function checkSession(): Promise<SessionState> {
  try {
    return { status: 'signedIn', session: await inboxRequest('/api/inbox/session', sessionAnswer) };
  } catch (failure) {
    // An outage is told as one, not as a signed-out page.
    const unavailable = !(failure instanceof InboxApiError && failure.status === 401);
    return { status: 'signedOut', expired: false, unavailable };
  }
}

export function setSignedIn(client: QueryClient, session: SessionAnswer) {
  const state: SessionState = { status: 'signedIn', session };
  client.setQueryData(queryKeys.session, state);
}

/** What a sign-in answered: the session, or the second step it asks for (decision 450). */
export function applySignInAnswer(client: QueryClient, answer: SignInAnswer) {
  if ('secondStep' in answer) {
    const state: SessionState = { status: 'secondStep', step: answer.secondStep };
    client.setQueryData(queryKeys.session, state);
  } else {
    setSignedIn(client, answer);
  }
}

/**
 * The sign-in form takes the screen's place (its URL stays, so signing in again returns there,
 * with a note being typed still in its draft). Signing out also drops every screen's data and
 * every draft (a shared computer): nothing of it shows to whoever signs in next.
 */
export function setSignedOut(client: QueryClient, { expired }: { expired: boolean }) {
  const state: SessionState = { status: 'signedOut', expired };
  client.setQueryData(queryKeys.session, state);
  if (expired) return;
  clearNoteDrafts();
  client.removeQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.session[0] });
}

export function csrfTokenOf(client: QueryClient): string | undefined {
  const state = client.getQueryData<SessionState>(queryKeys.session);
  return state?.status === 'signedIn' ? state.session.csrfToken : undefined;
}

/** The signed-in account (whose "Mine" it is), once the session is known. */
export function useSignedInUser(): SessionAnswer['user'] | undefined {
  const state = useQuery({
    queryKey: queryKeys.session,
    queryFn: checkSession,
    staleTime: Infinity,
  }).data;
  return state?.status === 'signedIn' ? state.session.user : undefined;
}

/**
 * Whether the signed-in account's roles grant a permission (contract/roles.ts): the screens
 * hide what the server would refuse (decision 371). The server still checks every request.
 */
export function useMayDo(): (permission: Permission) => boolean {
  const user = useSignedInUser();
  return (permission) => !!user && mayDo(user.roles, permission);
}
