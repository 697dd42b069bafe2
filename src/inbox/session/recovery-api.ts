/**
 * The single-use links' requests (decision 372): a forgotten password, the new password and
 * the first admin. No session yet, so no CSRF token: the server checks the Origin, as at
 * sign-in. A success signs this browser in, or goes on to its second step (applySignInAnswer).
 */
import {
  type LinkStateAnswer,
  linkStateAnswer,
  type SetupRequest,
  signInAnswer,
} from '@contract/inbox-api';
import { useMutation, useQuery } from '@tanstack/react-query';
import { inboxRequest } from '../api/request';
import { applySignInAnswer } from '../api/session';

export type LinkKind = 'password-reset' | 'setup';

/** What the link is worth, asked once as the screen opens (the token in a POST body). */
export function useLinkState(kind: LinkKind, token: string) {
  return useQuery({
    queryKey: ['one-time-link', kind, token],
    queryFn: (): Promise<LinkStateAnswer> =>
      inboxRequest(`/api/inbox/${kind}/state`, linkStateAnswer, {
        method: 'POST',
        body: { token },
      }),
    staleTime: Infinity,
    retry: false,
  });
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: (email: string) =>
      inboxRequest('/api/inbox/password-reset/request', null, { method: 'POST', body: { email } }),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (body: { token: string; password: string }) =>
      inboxRequest('/api/inbox/password-reset', signInAnswer, { method: 'POST', body }),
    onSuccess: (answer, _body, _result, { client }) => applySignInAnswer(client, answer),
  });
}

export function useSetup() {
  return useMutation({
    mutationFn: (body: SetupRequest) =>
      inboxRequest('/api/inbox/setup', signInAnswer, { method: 'POST', body }),
    onSuccess: (answer, _body, _result, { client }) => applySignInAnswer(client, answer),
  });
}

/** The token of the link that opened this screen. */
export const tokenOfPage = () => new URLSearchParams(window.location.search).get('token') ?? '';
