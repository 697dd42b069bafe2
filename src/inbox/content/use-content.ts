/** The studio's data and changes (decision 401): an item, its history, and its writes. */
import type {
  ContentItemAnswer,
  ContentItemSummary,
  ContentLanguageState,
  ContentVersionEntry,
} from '@contract/content/studio-api';
import type { Language } from '@contract/languages';
import { useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { inboxGet, inboxPost } from '../api/fetch';

// The answers are the server's own types; the page reads them as they come.
const anAnswer = <T>() => z.custom<T>(() => true);

const contentKey = ['content'] as const;

export function useContentList() {
  return useQuery({
    queryKey: contentKey,
    queryFn: ({ client, signal }) =>
      inboxGet(client, '/api/inbox/content', anAnswer<{ items: ContentItemSummary[] }>(), signal),
  });
}

export function useContentItem(id: string) {
  return useQuery({
    queryKey: [...contentKey, id],
    queryFn: ({ client, signal }) =>
      inboxGet(client, `/api/inbox/content/${id}`, anAnswer<ContentItemAnswer>(), signal),
  });
}

export function useContentHistory(id: string, language: Language, open: boolean) {
  return useQuery({
    queryKey: [...contentKey, id, language, 'versions'],
    enabled: open,
    queryFn: ({ client, signal }) =>
      inboxGet(
        client,
        `/api/inbox/content/${id}/${language}/versions`,
        anAnswer<{ versions: ContentVersionEntry[] }>(),
        signal,
      ),
  });
}

type Step = 'draft' | 'publish' | 'unpublish' | 'restore';

/** One write of one language; the item and its history again on success. */
export function useContentWrite(id: string, language: Language) {
  return useMutation({
    mutationFn: (variables: { step: Step; body: object }, { client }) =>
      inboxPost(
        client,
        `/api/inbox/content/${id}/${language}/${variables.step}`,
        anAnswer<ContentLanguageState>(),
        variables.body,
      ),
    // A refused write too: the item as it is now (a newer version saved meanwhile).
    onSettled: (_data, _error, _variables, _result, { client }) => {
      void client.invalidateQueries({ queryKey: contentKey });
    },
  });
}
