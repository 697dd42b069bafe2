import {
  type SingleSignOnRefusal,
  singleSignOnRefusalParameter,
  singleSignOnRefusals,
  singleSignOnStatusAnswer,
} from '@contract/inbox-api';
import { inboxErrorMessages } from '@contract/inbox-errors';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { useLanguage } from '@/i18n/language-context';
import { useTexts } from '@/i18n/texts';
import { inboxRequest } from '../api/request';
import { Message } from '../ui/Message';
import { secondaryButtonClass } from '../ui/styles';
import { singleSignOnTexts } from './single-sign-on-texts';

const isRefusal = (code: string | null): code is SingleSignOnRefusal =>
  (singleSignOnRefusals as readonly (string | null)[]).includes(code);

/**
 * "Sign in with <provider>" when an admin set single sign-on up (decision 460): a plain link
 * to the server, which sends the browser to the provider; and, back from a refused attempt
 * (`?sso=<code>`), why, in the screen's language.
 */
export function SingleSignOn() {
  const t = useTexts(singleSignOnTexts);
  const language = useLanguage();
  const { search } = useLocation();
  const status = useQuery({
    queryKey: ['single-sign-on'],
    queryFn: ({ signal }) => inboxRequest('/api/inbox/sso', singleSignOnStatusAnswer, { signal }),
    staleTime: 60_000,
  });
  const refusal = new URLSearchParams(search).get(singleSignOnRefusalParameter);
  const provider = status.data?.enabled ? status.data.providerName : null;
  return (
    <>
      <Message
        id="sso-refusal"
        className="mb-4"
        text={isRefusal(refusal) && inboxErrorMessages[refusal][language]}
      />
      {provider && (
        <div className="mb-6">
          <a
            className={`${secondaryButtonClass} w-full`}
            href={`/api/inbox/sso/start?lang=${language}`}
          >
            {t.signInWith(provider)}
          </a>
          <p className="mt-4 text-center text-sm text-slate-700">{t.orWithPassword}</p>
        </div>
      )}
    </>
  );
}
