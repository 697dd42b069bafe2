/**
 * Who works each lead, shared by the list and the lead's page: the team a lead can go to,
 * assigning it (one versioned change), and the signed-in account joining or leaving the turn
 * of new leads.
 */
import {
  accountsAnswer,
  type LeadDetailAnswer,
  leadAnswer,
  takesLeadsAnswer,
} from '@contract/inbox-api';
import { useMutation, useQuery } from '@tanstack/react-query';
import { inboxGet, inboxPost } from './fetch';
import { queryKeys } from './query-keys';

export function useAccounts() {
  return useQuery({
    queryKey: queryKeys.accounts,
    queryFn: ({ client, signal }) =>
      inboxGet(client, '/api/inbox/accounts', accountsAnswer, signal),
  });
}

/**
 * Assigns the lead at the version the person saw; a 409 (someone changed it meanwhile) leaves
 * the lead's page and every list to show it as it is now.
 */
export function useChangeOwner(leadId: string) {
  return useMutation({
    mutationFn: (change: { ownerId: string | null; version: number }, { client }) =>
      inboxPost(client, `/api/inbox/leads/${encodeURIComponent(leadId)}/owner`, leadAnswer, change),
    onSettled: (answer, _error, _change, _result, { client }) => {
      if (answer) {
        client.setQueryData<LeadDetailAnswer>(queryKeys.lead(leadId), (detail) =>
          detail ? { ...detail, lead: answer.lead } : detail,
        );
      } else {
        client.invalidateQueries({ queryKey: queryKeys.lead(leadId) });
      }
      // It may move in or out of any view ("Mine", "Unassigned") and change their counts.
      client.invalidateQueries({ queryKey: queryKeys.leads });
      client.invalidateQueries({ queryKey: queryKeys.audit });
    },
  });
}

export function useTakesLeads() {
  return useMutation({
    mutationFn: (takesLeads: boolean, { client }) =>
      inboxPost(client, '/api/inbox/accounts/me/takes-leads', takesLeadsAnswer, { takesLeads }),
    onSuccess: (_answer, _takesLeads, _result, { client }) => {
      client.invalidateQueries({ queryKey: queryKeys.accounts });
      client.invalidateQueries({ queryKey: queryKeys.audit });
    },
  });
}
