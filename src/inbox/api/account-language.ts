/**
 * The signed-in person's language choice, kept on their account: the morning digest is written
 * in the language they read the inbox in.
 */
import { accountLanguageAnswer } from '@contract/inbox-api';
import type { Language } from '@contract/languages';
import { useMutation } from '@tanstack/react-query';
import { inboxPost } from './fetch';

export function useSaveAccountLanguage() {
  return useMutation({
    mutationFn: (language: Language, { client }) =>
      inboxPost(client, '/api/inbox/accounts/me/language', accountLanguageAnswer, { language }),
  });
}
