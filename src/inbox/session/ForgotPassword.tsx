import { type FormEvent, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTexts } from '@/i18n/texts';
import { InboxApiError } from '../api/request';
import { focusField } from '../ui/field-errors';
import { Message } from '../ui/Message';
import { paths } from '../ui/paths';
import { primaryButtonClass } from '../ui/styles';
import { useErrorText } from '../ui/use-error-text';
import { type EmailProblem, emailCheck } from './password-checks';
import { RecoveryField } from './RecoveryField';
import { useForgotPassword } from './recovery-api';
import { recoveryTexts } from './recovery-texts';

const emailId = 'forgot-email';

/**
 * "Forgot password?": the address, and the same answer whether it has an account or not
 * (decision 372). The address stays typed after the answer, to ask again or fix a typo.
 */
export function ForgotPassword() {
  const t = useTexts(recoveryTexts);
  const errorText = useErrorText();
  const ask = useForgotPassword();
  const { state } = useLocation();
  // What the sign-in form had typed, handed over in the history's state.
  const [email, setEmail] = useState<string>(() =>
    typeof state?.email === 'string' ? state.email : '',
  );
  const [problem, setProblem] = useState<EmailProblem>();

  function submit(event: FormEvent) {
    event.preventDefault();
    ask.reset();
    const found = emailCheck(email);
    setProblem(found);
    if (found) return focusField(emailId);
    ask.mutate(email.trim());
  }

  const failure = ask.error;
  const retryAfter = failure instanceof InboxApiError ? failure.body.retryAfterSeconds : undefined;
  const error = !failure
    ? null
    : typeof retryAfter === 'number'
      ? t.forgot.wait(Math.max(1, Math.ceil(retryAfter / 60)))
      : errorText(failure);
  return (
    <main className="mx-auto w-full max-w-sm px-4 py-10">
      <h1 className="mb-2 text-2xl font-bold">{t.forgot.heading}</h1>
      <p className="mb-6 text-slate-700">{t.forgot.intro}</p>
      <form onSubmit={submit} noValidate className="space-y-4">
        <RecoveryField
          id={emailId}
          label={t.forgot.email}
          type="email"
          autoComplete="username"
          value={email}
          onChange={setEmail}
          error={problem && t[problem]}
        />
        <Message text={error} />
        <Message
          kind="notice"
          text={ask.isSuccess && ask.variables ? t.forgot.sent(ask.variables) : null}
        />
        <button type="submit" className={`${primaryButtonClass} w-full`} disabled={ask.isPending}>
          {ask.isPending ? t.forgot.submitting : t.forgot.submit}
        </button>
      </form>
      <p className="mt-6">
        <Link className="font-semibold text-blue-800 underline" to={paths.leads}>
          {t.backToSignIn}
        </Link>
      </p>
    </main>
  );
}
