/**
 * The invitee's screen (decision 375): the link's state first (an expired, used or replaced
 * invitation says what to do), then name, language and password; accepting signs them in with
 * the roles the invitation gave. What was typed stays when the server refuses.
 */
import { invitationAnswer, signInAnswer } from '@contract/inbox-api';
import type { Language } from '@contract/languages';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { useLanguage } from '@/i18n/language-context';
import { useTexts } from '@/i18n/texts';
import { InboxApiError, inboxRequest } from '../api/request';
import { applySignInAnswer } from '../api/session';
import { FieldError, fieldAria, focusField, serverFieldNames } from '../ui/field-errors';
import { Message } from '../ui/Message';
import { paths } from '../ui/paths';
import { inputClass, labelClass, primaryButtonClass } from '../ui/styles';
import { inboxTexts } from '../ui/texts';
import { useErrorText } from '../ui/use-error-text';
import { teamTexts } from './texts';

const linkStates = {
  invitation_used: 'used',
  invitation_expired: 'expired',
  invitation_superseded: 'superseded',
  invitation_invalid: 'invalid',
} as const;

export function InvitationPage({ setLanguage }: { setLanguage: (language: Language) => void }) {
  const t = useTexts(teamTexts).invitation;
  const shared = useTexts(inboxTexts);
  const language = useLanguage();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const params = new URLSearchParams(window.location.search);
  const link = { id: params.get('id') ?? '', code: params.get('code') ?? '' };
  const state = useQuery({
    queryKey: ['invitation', link.id, link.code],
    queryFn: ({ signal }) =>
      inboxRequest(
        `/api/inbox/invitation?${new URLSearchParams(link).toString()}`,
        invitationAnswer,
        { signal },
      ),
    staleTime: Infinity,
  });
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [problems, setProblems] = useState<{ name?: string; password?: string }>({});
  const accept = useMutation({
    mutationFn: () =>
      inboxRequest('/api/inbox/invitation/accept', signInAnswer, {
        method: 'POST',
        body: { ...link, name, language, password },
      }),
    onSuccess: (session, _v, _r, { client }) => {
      applySignInAnswer(client, session);
      navigate(paths.leads, { replace: true });
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    accept.reset();
    const found = {
      name: name.trim() ? undefined : t.nameRequired,
      password: [...password].length >= 12 ? undefined : t.passwordWeak,
    };
    setProblems(found);
    if (found.name || found.password) {
      focusField(found.name ? 'invitation-name' : 'invitation-password');
      return;
    }
    accept.mutate(undefined, {
      onError: (failure) => {
        const named = serverFieldNames(failure);
        if (named.includes('password')) {
          setProblems({ password: t.passwordWeak });
          focusField('invitation-password');
        } else if (named.includes('name')) {
          setProblems({ name: t.nameRequired });
          focusField('invitation-name');
        }
      },
    });
  }

  // The link stopped opening while the form was open: told as the state it is now.
  const refusedState =
    accept.error instanceof InboxApiError && accept.error.code in linkStates
      ? linkStates[accept.error.code as keyof typeof linkStates]
      : undefined;
  const linkState = refusedState ?? state.data?.state;
  const failure =
    !refusedState && serverFieldNames(accept.error).length === 0 ? accept.error : null;
  return (
    <main className="mx-auto w-full max-w-md px-4 py-10">
      <h1 className="mb-6 text-2xl font-bold">{t.heading}</h1>
      {!state.data && !state.error && <p role="status">{t.checking}</p>}
      {state.error && <Message text={errorText(state.error)} />}
      {linkState && linkState !== 'valid' && (
        <div className="space-y-4">
          <Message text={t.states[linkState]} />
          <a className="font-semibold text-brand-700 underline" href={paths.leads}>
            {t.goToSignIn}
          </a>
        </div>
      )}
      {linkState === 'valid' && state.data?.email && (
        <form onSubmit={submit} noValidate className="space-y-4">
          <p className="wrap-anywhere">{t.intro(state.data.email)}</p>
          <div>
            <label htmlFor="invitation-name" className={labelClass}>
              {t.name}
            </label>
            <input
              id="invitation-name"
              autoComplete="name"
              className={inputClass}
              value={name}
              onChange={(event) => setName(event.target.value)}
              {...fieldAria('invitation-name', problems.name)}
            />
            <FieldError fieldId="invitation-name" message={problems.name} />
          </div>
          <div>
            <label htmlFor="invitation-language" className={labelClass}>
              {t.language}
            </label>
            <select
              id="invitation-language"
              className={inputClass}
              value={language}
              onChange={(event) => setLanguage(event.target.value as Language)}
            >
              <option value="pt">{shared.languageNames.pt}</option>
              <option value="en">{shared.languageNames.en}</option>
            </select>
          </div>
          <div>
            <label htmlFor="invitation-password" className={labelClass}>
              {t.password}
            </label>
            <input
              id="invitation-password"
              type="password"
              autoComplete="new-password"
              className={inputClass}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              {...fieldAria('invitation-password', problems.password)}
            />
            <FieldError fieldId="invitation-password" message={problems.password} />
          </div>
          <input type="hidden" name="username" autoComplete="username" value={state.data.email} />
          <Message text={failure && errorText(failure)} />
          <button
            type="submit"
            className={`${primaryButtonClass} w-full`}
            disabled={accept.isPending}
          >
            {accept.isPending ? t.submitting : t.submit}
          </button>
        </form>
      )}
    </main>
  );
}
