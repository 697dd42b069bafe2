import { inboxErrorMessages } from '@contract/inbox-errors';
import { useLanguage } from '@/i18n/language-context';
import { InboxApiError } from '../api/request';

/** The translated text of a failed request (the contract's message for its error code). */
export function useErrorText(): (error: unknown) => string {
  const language = useLanguage();
  return (error) => {
    const code = error instanceof InboxApiError ? error.code : 'internal';
    return inboxErrorMessages[code][language];
  };
}
