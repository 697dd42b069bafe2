import { sessionAnswer } from '@contract/inbox-api';
import { type FormEvent, useState } from 'react';
import { InboxApiError, inboxRequest } from './api';
import { FieldError, fieldAria, focusField, serverFieldNames } from './field-errors';
import { formTexts } from './form-texts';
import { useInbox } from './inbox-context';
import { errorClass, inputClass, labelClass, primaryButtonClass } from './styles';
import { type SignInProblems, validateSignIn } from './validation';

const fieldIds = { email: 'sign-in-email', password: 'sign-in-password' } as const;

/**
 * Email and password; each field's problem is told under it, a refused sign-in (wrong
 * password, lockout, outage) above the button, and the fields keep what was typed.
 */
export function SignIn() {
  const { t, language, errorText, session, setSession } = useInbox();
  const texts = formTexts[language].signIn;
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [problems, setProblems] = useState<SignInProblems>({});
  /** The refused sign-in, kept (not its text) so the message follows the PT | EN switch. */
  const [refusal, setRefusal] = useState<{ failure: unknown } | null>(null);
  const [busy, setBusy] = useState(false);
  const signedOut = session.status === 'signedOut' ? session : null;

  function show(found: SignInProblems) {
    setProblems(found);
    focusField(found.email ? fieldIds.email : found.password ? fieldIds.password : undefined);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setRefusal(null);
    const found = validateSignIn(email, password);
    if (found.email || found.password) return show(found);
    setProblems({});
    setBusy(true);
    try {
      const answer = await inboxRequest('/api/inbox/sign-in', sessionAnswer, {
        method: 'POST',
        body: { email, password },
      });
      setSession({ status: 'signedIn', session: answer });
    } catch (failure) {
      const named = serverFieldNames(failure);
      if (named.length > 0) {
        return show({
          email: named.includes('email') ? 'emailInvalid' : undefined,
          password: named.includes('password') ? 'passwordTooLong' : undefined,
        });
      }
      setRefusal({ failure });
    } finally {
      setBusy(false);
    }
  }

  const emailError = problems.email && texts[problems.email];
  const passwordError = problems.password && texts[problems.password];
  const failure = refusal?.failure;
  const retryAfter = failure instanceof InboxApiError ? failure.body.retryAfterSeconds : undefined;
  const error = !refusal
    ? null
    : typeof retryAfter === 'number'
      ? t.signIn.locked(Math.max(1, Math.ceil(retryAfter / 60)))
      : errorText(failure);
  // Wrong credentials concern both fields: they point at the message above the button.
  const wrongCredentials =
    failure instanceof InboxApiError && failure.code === 'invalid_credentials';
  const refused = wrongCredentials ? 'sign-in-error' : undefined;
  return (
    <main className="mx-auto w-full max-w-sm px-4 py-10">
      <h1 className="mb-6 text-2xl font-bold">{t.signIn.heading}</h1>
      {signedOut?.expired && !error && (
        <p className={`${errorClass} mb-4`} role="status">
          {errorText(new InboxApiError(401, 'unauthenticated', {}))}
        </p>
      )}
      {signedOut?.unavailable && !error && (
        <p className={`${errorClass} mb-4`} role="alert">
          {texts.sessionUnknown}
        </p>
      )}
      <form onSubmit={submit} noValidate className="space-y-4">
        <div>
          <label htmlFor={fieldIds.email} className={labelClass}>
            {t.signIn.email}
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
            {t.signIn.password}
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
        {error && (
          <p id="sign-in-error" className={errorClass} role="alert">
            {error}
          </p>
        )}
        <button type="submit" className={`${primaryButtonClass} w-full`} disabled={busy}>
          {busy ? t.signIn.submitting : t.signIn.submit}
        </button>
      </form>
    </main>
  );
}
