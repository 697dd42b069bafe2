/** The session as the screens see it, and signing in and out (the state: api/session.ts). */
import { signInAnswer } from '@contract/inbox-api';
import { useMutation, useQuery } from '@tanstack/react-query';
import { inboxPost } from '../api/fetch';
import { queryKeys } from '../api/query-keys';
import { inboxRequest } from '../api/request';
import { applySignInAnswer, checkSession, type SessionState, setSignedOut } from '../api/session';

/** Undefined until GET /api/inbox/session has answered; then only sign-in, sign-out and a 401 change it. */
export function useSession(): SessionState | undefined {
  return useQuery({ queryKey: queryKeys.session, queryFn: checkSession, staleTime: Infinity }).data;
}

export function useSignIn() {
  return useMutation({
    // Not through the fetch layer: here a 401 is a wrong password, and there is no token yet.
    mutationFn: (credentials: { email: string; password: string }) =>
      inboxRequest('/api/inbox/sign-in', signInAnswer, { method: 'POST', body: credentials }),
    onSuccess: (answer, _credentials, _result, { client }) => applySignInAnswer(client, answer),
  });
}

export function useSignOut() {
  return useMutation({
    // biome-ignore lint/suspicious/noConfusingVoidType: TanStack Query's "no variables" (mutate()).
    mutationFn: (_: void, { client }) => inboxPost(client, '/api/inbox/sign-out', null),
    // Signed out here whatever the server answered: the person asked to leave this computer.
    onSettled: (_data, _error, _variables, _result, { client }) =>
      setSignedOut(client, { expired: false }),
  });
}
