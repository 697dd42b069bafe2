import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTexts } from '@/i18n/texts';
import { InboxApiError } from '../api/request';
import { focusField } from '../ui/field-errors';
import { Message } from '../ui/Message';
import { paths } from '../ui/paths';
import { primaryButtonClass } from '../ui/styles';
import { useErrorText } from '../ui/use-error-text';
import { type PasswordProblem, passwordCheck } from './password-checks';
import { RecoveryField } from './RecoveryField';
import { tokenOfPage, useLinkState, useResetPassword } from './recovery-api';
import { recoveryTexts } from './recovery-texts';

const ids = { password: 'reset-password', confirm: 'reset-confirm' } as const;

/** The refusal codes of a link that is not good any more, from its state. */
const refusalOf = { used: 'link_used', expired: 'link_expired', invalid: 'link_invalid' } as const;

/**
 * The mailed link's screen (decision 372): what the link is worth is told before anything is
 * typed; a link that expires while the person types says so and keeps both fields, with the
 * way to ask for a new one. A success signs this browser in (the account's other sessions
 * have ended) and opens the inbox.
 */
export function ResetPassword() {
  const t = useTexts(recoveryTexts);
  const errorText = useErrorText();
  const navigate = useNavigate();
  const [token] = useState(tokenOfPage);
  const link = useLinkState('password-reset', token);
  const reset = useResetPassword();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problems, setProblems] = useState<{
    password?: PasswordProblem | 'weak';
    confirm?: 'confirmDiffers';
  }>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    reset.reset();
    const found = {
      password: passwordCheck(password),
      confirm: password !== confirm ? ('confirmDiffers' as const) : undefined,
    };
    setProblems(found);
    if (found.password) return focusField(ids.password);
    if (found.confirm) return focusField(ids.confirm);
    reset.mutate(
      { token, password },
      {
        onSuccess: () => navigate(paths.leads, { replace: true }),
        onError: (failure) => {
          if (failure instanceof InboxApiError && failure.code === 'weak_password') {
            setProblems({ password: 'weak' });
            focusField(ids.password);
          }
        },
      },
    );
  }

  const state = link.data?.state;
  const failure = reset.error instanceof InboxApiError ? reset.error : null;
  const deadLink =
    failure && ['link_used', 'link_expired', 'link_invalid'].includes(failure.code)
      ? failure
      : state && state !== 'valid' && state !== 'done'
        ? new InboxApiError(0, refusalOf[state], {})
        : null;
  const otherError =
    reset.error && !deadLink && failure?.code !== 'weak_password' ? errorText(reset.error) : null;
  const passwordError =
    problems.password === 'weak'
      ? errorText(new InboxApiError(400, 'weak_password', {}))
      : problems.password && t[problems.password];

  return (
    <main className="mx-auto w-full max-w-sm px-4 py-10">
      <h1 className="mb-2 text-2xl font-bold">{t.reset.heading}</h1>
      {link.isPending && <p role="status">{t.checking}</p>}
      {link.isError && <Message text={errorText(link.error)} />}
      {deadLink && (
        <div className="mb-4 space-y-3">
          <Message text={errorText(deadLink)} />
          <p>
            <Link className="font-semibold text-blue-800 underline" to={paths.forgotPassword}>
              {t.reset.askAgain}
            </Link>
          </p>
        </div>
      )}
      {state === 'valid' && (
        <>
          <p className="mb-6 text-slate-700">{t.reset.intro}</p>
          <form onSubmit={submit} noValidate className="space-y-4">
            <RecoveryField
              id={ids.password}
              label={t.reset.password}
              hint={t.reset.hint}
              type="password"
              autoComplete="new-password"
              value={password}
              onChange={setPassword}
              error={passwordError}
            />
            <RecoveryField
              id={ids.confirm}
              label={t.reset.confirm}
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
              disabled={reset.isPending || !!deadLink}
            >
              {reset.isPending ? t.reset.submitting : t.reset.submit}
            </button>
          </form>
        </>
      )}
      <p className="mt-6">
        <Link className="font-semibold text-blue-800 underline" to={paths.leads}>
          {t.backToSignIn}
        </Link>
      </p>
    </main>
  );
}
