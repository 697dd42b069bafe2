import { type FormEvent, useState } from 'react';
import { sessionAnswer } from '@/contact/inbox-api';
import { InboxApiError, inboxRequest } from './api';
import { useInbox } from './inbox-context';
import { errorClass, inputClass, labelClass, primaryButtonClass } from './styles';

/** Email and password; on failure the fields keep what was typed and the error is translated. */
export function SignIn() {
  const { t, errorText, session, setSession } = useInbox();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const expired = session.status === 'signedOut' && session.expired;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!email.trim() || !password) {
      setError(t.signIn.required);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const answer = await inboxRequest('/api/inbox/sign-in', sessionAnswer, {
        method: 'POST',
        body: { email, password },
      });
      setSession({ status: 'signedIn', session: answer });
    } catch (failure) {
      const retryAfter =
        failure instanceof InboxApiError ? failure.body.retryAfterSeconds : undefined;
      setError(
        typeof retryAfter === 'number'
          ? t.signIn.locked(Math.max(1, Math.ceil(retryAfter / 60)))
          : errorText(failure),
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className="mx-auto w-full max-w-sm px-4 py-10">
      <h1 className="mb-6 text-2xl font-bold">{t.signIn.heading}</h1>
      {expired && !error && (
        <p className={`${errorClass} mb-4`} role="status">
          {errorText(new InboxApiError(401, 'unauthenticated', {}))}
        </p>
      )}
      <form onSubmit={submit} noValidate className="space-y-4">
        <div>
          <label htmlFor="sign-in-email" className={labelClass}>
            {t.signIn.email}
          </label>
          <input
            id="sign-in-email"
            type="email"
            autoComplete="username"
            className={inputClass}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'sign-in-error' : undefined}
          />
        </div>
        <div>
          <label htmlFor="sign-in-password" className={labelClass}>
            {t.signIn.password}
          </label>
          <input
            id="sign-in-password"
            type="password"
            autoComplete="current-password"
            className={inputClass}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'sign-in-error' : undefined}
          />
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
