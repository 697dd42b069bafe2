import { sessionAnswer } from '@contract/inbox-api';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { useTexts } from '@/i18n/texts';
import { InboxApiError } from '../api/request';
import { setSignedIn } from '../api/session';
import { FieldError, fieldAria, focusField, serverFieldNames } from '../ui/field-errors';
import { Message } from '../ui/Message';
import { paths } from '../ui/paths';
import {
  errorClass,
  inputClass,
  labelClass,
  primaryButtonClass,
  secondaryButtonClass,
} from '../ui/styles';
import { useErrorText } from '../ui/use-error-text';
import { type SignInProblems, validateSignIn } from '../ui/validation';
import { signInWithPasskey } from './passkey-ceremony';
import { recoveryTexts } from './recovery-texts';
import { SingleSignOn } from './SingleSignOn';
import { signInTexts } from './texts';
import { twoStepTexts } from './two-step-texts';
import { useSession, useSignIn } from './use-session';

const fieldIds = { email: 'sign-in-email', password: 'sign-in-password' } as const;

/**
 * Email and password; each field's problem is told under it, a refused sign-in (wrong
 * password, lockout, outage) above the button, and the fields keep what was typed.
 */
export function SignIn() {
  const t = useTexts(signInTexts);
  const recovery = useTexts(recoveryTexts);
  const errorText = useErrorText();
  const session = useSession();
  const signIn = useSignIn();
  const twoStep = useTexts(twoStepTexts);
  // A passkey alone signs in (decision 450): no e-mail, no password.
  const passkey = useMutation({
    mutationFn: () => signInWithPasskey(sessionAnswer),
    onSuccess: (session, _v, _r, { client }) => setSignedIn(client, session),
  });
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [problems, setProblems] = useState<SignInProblems>({});
  const signedOut = session?.status === 'signedOut' ? session : null;

  function show(found: SignInProblems) {
    setProblems(found);
    focusField(found.email ? fieldIds.email : found.password ? fieldIds.password : undefined);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    signIn.reset();
    const found = validateSignIn(email, password);
    if (found.email || found.password) return show(found);
    setProblems({});
    signIn.mutate(
      { email, password },
      {
        onError: (failure) => {
          const named = serverFieldNames(failure);
          if (named.length === 0) return;
          show({
            email: named.includes('email') ? 'emailInvalid' : undefined,
            password: named.includes('password') ? 'passwordTooLong' : undefined,
          });
        },
      },
    );
  }

  const emailError = problems.email && t[problems.email];
  const passwordError = problems.password && t[problems.password];
  // A refused sign-in, kept as the failure (not its text) so it follows the PT | EN switch; a
  // 400 that names fields is told at them instead.
  const failure = serverFieldNames(signIn.error).length === 0 ? signIn.error : null;
  const retryAfter = failure instanceof InboxApiError ? failure.body.retryAfterSeconds : undefined;
  const error = !failure
    ? null
    : typeof retryAfter === 'number'
      ? t.locked(Math.max(1, Math.ceil(retryAfter / 60)))
      : errorText(failure);
  // Wrong credentials concern both fields: they point at the message above the button.
  const wrongCredentials =
    failure instanceof InboxApiError && failure.code === 'invalid_credentials';
  const refused = wrongCredentials ? 'sign-in-error' : undefined;
  return (
    <main className="mx-auto w-full max-w-sm px-4 py-10">
      <h1 className="mb-6 text-2xl font-bold">{t.heading}</h1>
      <SingleSignOn />
      {signedOut?.expired && !error && (
        <p className={`${errorClass} mb-4`} role="status">
          {errorText(new InboxApiError(401, 'unauthenticated', {}))}
        </p>
      )}
      <Message className="mb-4" text={signedOut?.unavailable && !error && t.sessionUnknown} />
      <form onSubmit={submit} noValidate className="space-y-4">
        <div>
          <label htmlFor={fieldIds.email} className={labelClass}>
            {t.email}
          </label>
          <input
            id={fieldIds.email}
            type="email"
            autoComplete="username"
            className={inputClass}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            {...fieldAria(fieldIds.email, emailError, { describedBy: refused, invalid: !!refused })}
          />
          <FieldError fieldId={fieldIds.email} message={emailError} />
        </div>
        <div>
          <label htmlFor={fieldIds.password} className={labelClass}>
            {t.password}
          </label>
          <input
            id={fieldIds.password}
            type="password"
            autoComplete="current-password"
            className={inputClass}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            {...fieldAria(fieldIds.password, passwordError, {
              describedBy: refused,
              invalid: !!refused,
            })}
          />
          <FieldError fieldId={fieldIds.password} message={passwordError} />
        </div>
        <Message id="sign-in-error" text={error} />
        <button
          type="submit"
          className={`${primaryButtonClass} w-full`}
          disabled={signIn.isPending}
        >
          {signIn.isPending ? t.submitting : t.submit}
        </button>
      </form>
      <div className="mt-4 space-y-2">
        <p className="text-center text-sm text-slate-700">{twoStep.or}</p>
        <button
          type="button"
          className={`${secondaryButtonClass} w-full`}
          disabled={passkey.isPending}
          onClick={() => {
            signIn.reset();
            passkey.mutate();
          }}
        >
          {passkey.isPending ? twoStep.passkeyWorking : twoStep.passkeySignIn}
        </button>
        <Message text={passkey.error && errorText(passkey.error)} />
      </div>
      <p className="mt-6">
        {/* The address typed so far goes along (in the history's state, not the URL). */}
        <Link
          className="font-semibold text-blue-800 underline"
          to={paths.forgotPassword}
          state={{ email: email.trim() }}
        >
          {recovery.forgotLink}
        </Link>
      </p>
    </main>
  );
}
