/** The Team screen's data and changes (decision 375); every change refreshes the list. */
import { ownedLeadsAnswer, teamAnswer } from '@contract/inbox-api';
import type { Language } from '@contract/languages';
import type { Role } from '@contract/roles';
import { useMutation, useQuery } from '@tanstack/react-query';
import { inboxGet, inboxPost } from '../api/fetch';

const teamKey = ['team'] as const;

export function useTeam() {
  return useQuery({
    queryKey: teamKey,
    queryFn: ({ client, signal }) => inboxGet(client, '/api/inbox/team', teamAnswer, signal),
  });
}

export function useOwnedLeads(id: string | null) {
  return useQuery({
    queryKey: ['team', 'owned', id],
    enabled: id !== null,
    queryFn: ({ client, signal }) =>
      inboxGet(client, `/api/inbox/team/accounts/${id}/leads`, ownedLeadsAnswer, signal),
  });
}

/** A change of the team, then the list again (and the owners' list of the lead screens). */
function useTeamChange<Variables>(
  url: (variables: Variables) => string,
  body: (v: Variables) => unknown,
) {
  return useMutation({
    mutationFn: (variables: Variables, { client }) =>
      inboxPost(client, url(variables), null, body(variables)),
    onSuccess: (_data, _variables, _result, { client }) => {
      void client.invalidateQueries({ queryKey: teamKey });
      void client.invalidateQueries({ queryKey: ['accounts'] });
      void client.invalidateQueries({ queryKey: ['leads'] });
    },
  });
}

export const useInvite = () =>
  useTeamChange(
    () => '/api/inbox/team/invitations',
    (v: { email: string; roles: Role[]; language: Language }) => v,
  );
export const useResend = () =>
  useTeamChange(
    (id: string) => `/api/inbox/team/invitations/${id}/resend`,
    () => ({}),
  );
export const useChangeRoles = () =>
  useTeamChange(
    (v: { id: string; roles: Role[] }) => `/api/inbox/team/accounts/${v.id}/roles`,
    (v) => ({ roles: v.roles }),
  );
export const useDeactivate = () =>
  useTeamChange(
    (v: { id: string; leadsTo: string | null }) => `/api/inbox/team/accounts/${v.id}/deactivate`,
    (v) => ({ leadsTo: v.leadsTo }),
  );
export const useReactivate = () =>
  useTeamChange(
    (id: string) => `/api/inbox/team/accounts/${id}/reactivate`,
    () => ({}),
  );
export const useResetSecondFactors = () =>
  useTeamChange(
    (id: string) => `/api/inbox/team/accounts/${id}/second-factors/reset`,
    () => ({}),
  );
