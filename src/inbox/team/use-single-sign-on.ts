/** Single sign-on's set-up and access requests on the Team screen (decision 460). */
import {
  type SingleSignOnSettingsRequest,
  singleSignOnPendingAnswer,
  singleSignOnSettingsAnswer,
} from '@contract/inbox-api';
import type { Role } from '@contract/roles';
import { useMutation, useQuery } from '@tanstack/react-query';
import { inboxGet, inboxPost } from '../api/fetch';

const settingsKey = ['single-sign-on', 'settings'] as const;
const pendingKey = ['single-sign-on', 'pending'] as const;

export const useSingleSignOnSettings = () =>
  useQuery({
    queryKey: settingsKey,
    queryFn: ({ client, signal }) =>
      inboxGet(client, '/api/inbox/sso/settings', singleSignOnSettingsAnswer, signal),
  });

export const useSaveSingleSignOn = () =>
  useMutation({
    mutationFn: (settings: SingleSignOnSettingsRequest, { client }) =>
      inboxPost(client, '/api/inbox/sso/settings', singleSignOnSettingsAnswer, settings),
    onSuccess: (saved, _variables, _result, { client }) => {
      client.setQueryData(settingsKey, saved);
      void client.invalidateQueries({ queryKey: ['single-sign-on'] });
    },
  });

export const usePendingAccounts = () =>
  useQuery({
    queryKey: pendingKey,
    queryFn: ({ client, signal }) =>
      inboxGet(client, '/api/inbox/sso/pending', singleSignOnPendingAnswer, signal),
  });

export const useAnswerPending = () =>
  useMutation({
    mutationFn: (
      answer: { id: string; approve: true; roles: Role[] } | { id: string; approve: false },
      { client },
    ) =>
      inboxPost(
        client,
        `/api/inbox/sso/pending/${answer.id}/${answer.approve ? 'approve' : 'decline'}`,
        null,
        answer.approve ? { roles: answer.roles } : {},
      ),
    onSuccess: (_data, _variables, _result, { client }) => {
      void client.invalidateQueries({ queryKey: pendingKey });
      void client.invalidateQueries({ queryKey: ['team'] });
    },
  });
