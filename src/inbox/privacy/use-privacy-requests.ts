/**
 * The LGPD requests' list and actions (decision 182): each action is sent once, then the
 * list, the leads (an erasure) and the audit log are refreshed.
 */
import {
  type CorrectionRequest,
  correctionAnswer,
  personLeadsAnswer,
  privacyEraseAnswer,
  privacyRequestListAnswer,
} from '@contract/inbox-api';
import { useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { inboxGet, inboxPost } from '../api/fetch';
import { queryKeys } from '../api/query-keys';
import { InboxApiError } from '../api/request';
import { useInfiniteList } from '../api/use-infinite-list';

const listUrl = '/api/inbox/privacy-requests';
const requestUrl = (id: string) => `${listUrl}/${id}`;

/** The list in keyset pages (decision 343), under the filter of the page's URL. */
export function usePrivacyRequests(query: URLSearchParams, enabled: boolean) {
  return useInfiniteList({
    queryKey: queryKeys.privacyRequestList(Object.fromEntries(query)),
    path: listUrl,
    query,
    schema: privacyRequestListAnswer,
    itemsOf: (page) => page.requests,
    enabled,
  });
}

type Action = 'answered' | 'delete';
const answers = {
  answered: z.object({ answered: z.boolean() }),
  delete: z.object({ deleted: z.boolean() }),
};

export function usePrivacyRequestAction(id: string) {
  return useMutation({
    mutationFn: (action: Action | { answer: string }, { client }) =>
      typeof action === 'string'
        ? inboxPost(client, `${requestUrl(id)}/${action}`, answers[action])
        : // Answering says what was sent to the person (decision 324).
          inboxPost(client, `${requestUrl(id)}/answered`, answers.answered, {
            sent: action.answer,
          }),
    onSuccess: (_answer, _action, _result, { client }) => {
      client.invalidateQueries({ queryKey: queryKeys.privacyRequests });
      client.invalidateQueries({ queryKey: queryKeys.audit });
    },
  });
}

/** The request's person's leads (decision 325), asked for when the officer opens them. */
export function usePersonLeads(id: string, enabled: boolean) {
  return useQuery({
    queryKey: [...queryKeys.privacyRequests, 'leads', id],
    queryFn: ({ client, signal }) =>
      inboxGet(client, `${requestUrl(id)}/leads`, personLeadsAnswer, signal),
    enabled,
  });
}

/** Erases the leads listed (their ids): the server erases those still the person's. */
export function useErasePerson(id: string) {
  return useMutation({
    mutationFn: (leadIds: string[], { client }) =>
      inboxPost(client, `${requestUrl(id)}/erase`, privacyEraseAnswer, { leadIds }),
    onSuccess: (_answer, _ids, _result, { client }) => {
      client.invalidateQueries({ queryKey: queryKeys.privacyRequests });
      client.invalidateQueries({ queryKey: queryKeys.audit });
      client.resetQueries({ queryKey: queryKeys.leads });
      client.invalidateQueries({ queryKey: queryKeys.insights });
    },
  });
}

/** A correction request carried out on one lead (decision 326). */
export function useCorrectLead(id: string, leadId: string) {
  return useMutation({
    mutationFn: (values: CorrectionRequest, { client }) =>
      inboxPost(client, `${requestUrl(id)}/leads/${leadId}/correct`, correctionAnswer, values),
    onSuccess: (_answer, _values, _result, { client }) => {
      client.invalidateQueries({ queryKey: queryKeys.privacyRequests });
      client.invalidateQueries({ queryKey: queryKeys.audit });
      client.resetQueries({ queryKey: queryKeys.leads });
      client.invalidateQueries({ queryKey: queryKeys.lead(leadId) });
    },
  });
}

/**
 * The person's data as a file: fetched (the answer marks the request exported), then saved
 * through a link to the received file, so the list is refreshed once the server has answered.
 */
export function useDownloadPersonalData(id: string) {
  return useMutation({
    mutationFn: async () => {
      const response = await fetch(`${requestUrl(id)}/data.json`, { credentials: 'same-origin' });
      if (!response.ok) throw new InboxApiError(response.status, 'internal', {});
      const name =
        /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ??
        'personal-data.json';
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = name;
      link.click();
      URL.revokeObjectURL(url);
    },
    onSuccess: (_answer, _variables, _result, { client }) => {
      client.invalidateQueries({ queryKey: queryKeys.privacyRequests });
      client.invalidateQueries({ queryKey: queryKeys.audit });
    },
  });
}
