/**
 * One lead's data and the changes made to it. Each change shows on the lead's page from the
 * server's answer; what else shows it (the lists, the audit log, the insights) is invalidated,
 * never refreshed by hand.
 */
import {
  conflictAnswer,
  eraseAnswer,
  type InboxLead,
  type LeadDetailAnswer,
  type LeadStatus,
  leadAnswer,
  leadDetailAnswer,
  type NotificationChannel,
  noteAnswer,
  resendAnswer,
} from '@contract/inbox-api';
import { type QueryClient, useMutation, useQuery } from '@tanstack/react-query';
import { inboxGet, inboxPost } from '../api/fetch';
import { storeNoteDraft } from '../api/note-drafts';
import { queryKeys } from '../api/query-keys';
import { InboxApiError } from '../api/request';

const leadUrl = (id: string) => `/api/inbox/leads/${encodeURIComponent(id)}`;

export function useLead(id: string) {
  return useQuery({
    queryKey: queryKeys.lead(id),
    queryFn: ({ client, signal }) => inboxGet(client, leadUrl(id), leadDetailAnswer, signal),
  });
}

/** The lead as the server has it now, on its page. */
function showLead(client: QueryClient, lead: InboxLead) {
  client.setQueryData<LeadDetailAnswer>(queryKeys.lead(lead.id), (detail) =>
    detail ? { ...detail, lead } : detail,
  );
  // A new status may move it in or out of any filtered list or view: each starts over
  // (its data dropped, asked again) when next shown, as it always did.
  client.resetQueries({ queryKey: queryKeys.leads });
  client.invalidateQueries({ queryKey: queryKeys.audit });
}

/** Sends the version the person saw; a 409 carries the lead as it is now, which then shows. */
export function useChangeStatus(leadId: string) {
  return useMutation({
    mutationFn: (change: { status: LeadStatus; version: number }, { client }) =>
      inboxPost(client, `${leadUrl(leadId)}/status`, leadAnswer, change),
    onSuccess: (answer, _status, _result, { client }) => {
      showLead(client, answer.lead);
      // Out of the Spam folder its held notifications go: they show as pending.
      if (answer.lead.status !== 'spam')
        client.invalidateQueries({ queryKey: queryKeys.lead(leadId) });
    },
    onError: (failure, _status, _result, { client }) => {
      const conflict = conflictOf(failure);
      if (conflict) showLead(client, conflict.lead);
    },
  });
}

/**
 * "Mark as spam" (`spam: true`) or "Not spam" at the version shown; the notifications it held
 * or released show at once (the lead's page is asked again).
 */
export function useChangeSpam(leadId: string) {
  return useMutation({
    mutationFn: (change: { spam: boolean; version: number }, { client }) =>
      inboxPost(client, `${leadUrl(leadId)}/spam`, leadAnswer, change),
    onSuccess: (answer, _change, _result, { client }) => {
      showLead(client, answer.lead);
      client.invalidateQueries({ queryKey: queryKeys.lead(leadId) });
    },
    onError: (failure, _change, _result, { client }) => {
      const conflict = conflictOf(failure);
      if (conflict) showLead(client, conflict.lead);
    },
  });
}

/** Sets or clears (`on: null`) the next step at the version shown; a 409 shows the lead as it is. */
export function useSetNextStep(leadId: string) {
  return useMutation({
    mutationFn: (step: { on: string | null; text: string; version: number }, { client }) =>
      inboxPost(client, `${leadUrl(leadId)}/next-step`, leadAnswer, step),
    onSuccess: (answer, _step, _result, { client }) => showLead(client, answer.lead),
    onError: (failure, _step, _result, { client }) => {
      const conflict = conflictOf(failure);
      if (conflict) showLead(client, conflict.lead);
    },
  });
}

/** The lead as someone else left it, when a status change met a 409. */
export function conflictOf(failure: unknown) {
  if (!(failure instanceof InboxApiError)) return null;
  const conflict = conflictAnswer.safeParse(failure.body);
  return conflict.success ? conflict.data : null;
}

/** The draft (api/note-drafts.ts) goes once the server has the note. */
export function useAddNote(leadId: string) {
  return useMutation({
    mutationFn: (body: string, { client }) =>
      inboxPost(client, `${leadUrl(leadId)}/notes`, noteAnswer, { body }),
    onSuccess: ({ note }, _body, _result, { client }) => {
      storeNoteDraft(leadId, '');
      client.setQueryData<LeadDetailAnswer>(queryKeys.lead(leadId), (detail) =>
        detail ? { ...detail, notes: [...detail.notes, note] } : detail,
      );
      client.invalidateQueries({ queryKey: queryKeys.audit });
    },
  });
}

/** Its author's correction of a note; the thread shows the server's answer. */
export function useEditNote(leadId: string, noteId: string) {
  return useMutation({
    mutationFn: (body: string, { client }) =>
      inboxPost(client, `${leadUrl(leadId)}/notes/${encodeURIComponent(noteId)}`, noteAnswer, {
        body,
      }),
    onSuccess: ({ note }, _body, _result, { client }) => {
      client.setQueryData<LeadDetailAnswer>(queryKeys.lead(leadId), (detail) =>
        detail
          ? { ...detail, notes: detail.notes.map((each) => (each.id === note.id ? note : each)) }
          : detail,
      );
      client.invalidateQueries({ queryKey: queryKeys.audit });
    },
  });
}

export function useResend(leadId: string) {
  return useMutation({
    mutationFn: (channel: NotificationChannel, { client }) =>
      inboxPost(client, `${leadUrl(leadId)}/deliveries/${channel}/resend`, resendAnswer),
    onSuccess: (_answer, _channel, _result, { client }) => {
      client.invalidateQueries({ queryKey: queryKeys.lead(leadId) });
      client.invalidateQueries({ queryKey: queryKeys.audit });
    },
  });
}

/** Erases every lead with the e-mail: none of the person's data stays in the cache. */
export function useErase(leadId: string) {
  return useMutation({
    mutationFn: (confirmEmail: string, { client }) =>
      inboxPost(client, `${leadUrl(leadId)}/erase`, eraseAnswer, { confirmEmail }),
    onSuccess: (_answer, _email, _result, { client }) => {
      storeNoteDraft(leadId, '');
      client.removeQueries({ queryKey: queryKeys.lead(leadId) });
      client.resetQueries({ queryKey: queryKeys.leads });
      client.invalidateQueries({ queryKey: queryKeys.audit });
      client.invalidateQueries({ queryKey: queryKeys.insights });
    },
  });
}
