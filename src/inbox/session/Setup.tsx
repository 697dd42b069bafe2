import type { Language } from '@contract/languages';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useLanguage } from '@/i18n/language-context';
import { useTexts } from '@/i18n/texts';
import { InboxApiError } from '../api/request';
import { focusField } from '../ui/field-errors';
import { Message } from '../ui/Message';
import { paths } from '../ui/paths';
import { inputClass, labelClass, primaryButtonClass } from '../ui/styles';
import { useErrorText } from '../ui/use-error-text';
import {
  type EmailProblem,
  emailCheck,
  type PasswordProblem,
  passwordCheck,
} from './password-checks';
import { RecoveryField } from './RecoveryField';
import { tokenOfPage, useLinkState, useSetup } from './recovery-api';
import { recoveryTexts } from './recovery-texts';

const ids = {
  name: 'setup-name',
  email: 'setup-email',
  language: 'setup-language',
  password: 'setup-password',
  confirm: 'setup-confirm',
} as const;

interface Problems {
  name?: 'nameRequired';
  email?: EmailProblem;
  password?: PasswordProblem | 'weak';
  confirm?: 'confirmDiffers';
}

/**
 * The set-up link's screen (decision 373): the first admin's name, address, language and
 * password, then signed in. A link that is used, expired or dead because an account exists
 * says so, and what to do; every field keeps what was typed.
 */
export function Setup() {
  const t = useTexts(recoveryTexts);
  const errorText = useErrorText();
  const navigate = useNavigate();
  const pageLanguage = useLanguage();
  const [token] = useState(tokenOfPage);
  const link = useLinkState('setup', token);
  const setup = useSetup();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [language, setLanguage] = useState<Language>(pageLanguage);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problems, setProblems] = useState<Problems>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    setup.reset();
    const found: Problems = {
      name: name.trim() ? undefined : 'nameRequired',
      email: emailCheck(email),
      password: passwordCheck(password),
      confirm: password !== confirm ? 'confirmDiffers' : undefined,
    };
    setProblems(found);
    const first = (Object.keys(ids) as (keyof typeof ids)[]).find(
      (key) => key !== 'language' && found[key as keyof Problems],
    );
    if (first) return focusField(ids[first]);
    setup.mutate(
      { token, name: name.trim(), email: email.trim(), language, password },
      {
        onSuccess: () => navigate(paths.leads, { replace: true }),
        onError: (failure) => {
          if (!(failure instanceof InboxApiError)) return;
          if (failure.code === 'weak_password') {
            setProblems({ password: 'weak' });
            focusField(ids.password);
          } else if (failure.code === 'validation') {
            setProblems({ email: 'emailInvalid' });
            focusField(ids.email);
          }
        },
      },
    );
  }

  const state = link.data?.state;
  const failure = setup.error instanceof InboxApiError ? setup.error : null;
  const deadCodes = ['link_used', 'link_expired', 'link_invalid', 'setup_done'];
  const deadLink =
    failure && deadCodes.includes(failure.code)
      ? failure
      : state && state !== 'valid'
        ? new InboxApiError(
            0,
            state === 'done'
              ? 'setup_done'
              : state === 'used'
                ? 'link_used'
                : state === 'expired'
                  ? 'link_expired'
                  : 'link_invalid',
            {},
          )
        : null;
  const otherError =
    setup.error && !deadLink && !['weak_password', 'validation'].includes(failure?.code ?? '')
      ? errorText(setup.error)
      : null;
  const passwordError =
    problems.password === 'weak'
      ? errorText(new InboxApiError(400, 'weak_password', {}))
      : problems.password && t[problems.password];

  return (
    <main className="mx-auto w-full max-w-md px-4 py-10">
      <h1 className="mb-2 text-2xl font-bold">{t.setup.heading}</h1>
      {link.isPending && <p role="status">{t.checking}</p>}
      {link.isError && <Message text={errorText(link.error)} />}
      {deadLink && (
        <div className="mb-4 space-y-3">
          <Message text={errorText(deadLink)} />
          {deadLink.code === 'setup_done' ? (
            <p>
              <Link className="font-semibold text-blue-800 underline" to={paths.leads}>
                {t.backToSignIn}
              </Link>
            </p>
          ) : (
            <p>{t.setup.newLink}</p>
          )}
        </div>
      )}
      {state === 'valid' && (
        <>
          <p className="mb-6 text-slate-700">{t.setup.intro}</p>
          <form onSubmit={submit} noValidate className="space-y-4">
            <RecoveryField
              id={ids.name}
              label={t.setup.name}
              autoComplete="name"
              value={name}
              onChange={setName}
              error={problems.name && t[problems.name]}
            />
            <RecoveryField
              id={ids.email}
              label={t.setup.email}
              type="email"
              autoComplete="username"
              value={email}
              onChange={setEmail}
              error={problems.email && t[problems.email]}
            />
            <div>
              <label htmlFor={ids.language} className={labelClass}>
                {t.setup.language}
              </label>
              <select
                id={ids.language}
                className={inputClass}
                value={language}
                onChange={(event) => setLanguage(event.target.value as Language)}
              >
                <option value="pt">{t.setup.languages.pt}</option>
                <option value="en">{t.setup.languages.en}</option>
              </select>
            </div>
            <RecoveryField
              id={ids.password}
              label={t.setup.password}
              hint={t.setup.hint}
              type="password"
              autoComplete="new-password"
              value={password}
              onChange={setPassword}
              error={passwordError}
            />
            <RecoveryField
              id={ids.confirm}
              label={t.setup.confirm}
              type="password"
              autoComplete="new-password"
              value={confirm}
              onChange={setConfirm}
              error={problems.confirm && t[problems.confirm]}
            />
            <Message text={otherError} />
            <button
              type="submit"
              className={`${primaryButtonClass} w-full`}
              disabled={setup.isPending || !!deadLink}
            >
              {setup.isPending ? t.setup.submitting : t.setup.submit}
            </button>
          </form>
        </>
      )}
    </main>
  );
}
