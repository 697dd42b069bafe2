import {
  englishPrivacyRequestMessages,
  type PrivacyRequestKind,
  type PrivacyRequestMessages,
  privacyRequestAnchors,
  privacyRequestKinds,
  privacyRequestLimits,
  privacyRequestPath,
} from '@contract/privacy-request';
import { honeypotField } from '@contract/request-conventions';
import { CircleAlert } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useHydrationMark } from '@/components/lazy/hydration-marks';
import { Button } from '@/components/ui/Button';
import { useHydrated } from '@/components/ui/use-hydrated';
import { site } from '@/content/site';
import { usePrivacyRequestAnswer } from '@/features/privacy-request-answer';
import { en } from '@/i18n/en/privacy-request-texts';
import { useLanguage } from '@/i18n/I18nProvider';
import { pt } from '@/i18n/pt/privacy-request-texts';
import { retryWhen } from '@/i18n/retry-when';
import { defineTexts, useTexts } from '@/i18n/texts';
import { pathFor } from '@/routing/routes';

const requestTexts = defineTexts({ pt, en });

type Status = 'idle' | 'sending' | 'sent' | 'failed' | 'rate-limited';

let validation: Promise<typeof import('./privacy-request-validation')> | undefined;
/** The checks (zod) load when the visitor reaches the form, not with the page. */
function loadValidation() {
  validation ??= import('./privacy-request-validation').catch((error: unknown) => {
    validation = undefined;
    throw error;
  });
  return validation;
}

const keyByEnglish = new Map(
  Object.entries(englishPrivacyRequestMessages).map(([key, text]) => [
    text,
    key as keyof PrivacyRequestMessages,
  ]),
);

/** The schema's English messages (the server's answer) in the page's language. */
function translated(
  fields: Record<string, string>,
  texts: { messages: PrivacyRequestMessages; failed: string },
) {
  const shown: Record<string, string> = {};
  for (const [name, message] of Object.entries(fields)) {
    const key = keyByEnglish.get(message);
    shown[name] = key ? texts.messages[key] : texts.failed;
  }
  return shown;
}

const control =
  'mt-2 block w-full rounded-lg border border-slate-500 bg-white px-3 text-base text-ink ' +
  'shadow-xs hover:border-slate-700 aria-invalid:border-red-700 aria-invalid:ring-1 aria-invalid:ring-red-700';

function FieldError({ id, text }: { id: string; text?: string }) {
  if (!text) return null;
  return (
    <p id={id} className="mt-2 flex items-start gap-1.5 text-sm font-medium text-red-700">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {text}
    </p>
  );
}

/**
 * A person's LGPD request (decision 250): an ordinary form POST to the page's own address,
 * answered by a redirect to the "sent" or "not sent" note below (shown by CSS :target), so it
 * works without script; once React runs, it is checked by the shared schema (fetched on
 * demand) and sent as JSON, keeping what was typed whatever the answer. The fields are
 * uncontrolled: what a visitor typed before the form's code arrived stays through hydration.
 * A request the server refuses without script is answered with this page drawn again, the form
 * holding what was typed and each error beside its field (the answer).
 */
export default function PrivacyRequestForm() {
  const t = useTexts(requestTexts);
  const language = useLanguage();
  const hydrated = useHydrated();
  // Until `hydrated`, the form is the prerendered one: the browser's own checks, a native POST.
  useHydrationMark('privacyRequestForm', hydrated);
  const id = useId();
  const answer = usePrivacyRequestAnswer();
  const typed = answer?.values ?? {};
  const [errors, setErrors] = useState<Record<string, string>>(() =>
    answer?.outcome === 'invalid' ? translated(answer.fields, t) : {},
  );
  // On the page that answers a refused request, its first refused field has the focus, as
  // the contact form's answer does: the visitor asked for this page by sending the form.
  const [firstRefused] = useState(() =>
    answer?.outcome === 'invalid'
      ? ['email', 'kind', 'message'].find((name) => name in answer.fields)
      : undefined,
  );
  const focusIfFirstRefused = (name: string) => (name === firstRefused ? { autoFocus: true } : {});
  // Not taken without script (the limit, an outage): the form as typed, and the note saying why
  // beside the button, which has the focus (the page opens on the form, not on its top).
  const notTaken = answer && answer.outcome !== 'invalid' ? answer.outcome : undefined;
  const [status, setStatus] = useState<Status>(notTaken ?? 'idle');
  // How long the rate limit asked to wait (its Retry-After), for the note to say when.
  const [retryAfterSeconds, setRetryAfterSeconds] = useState(() =>
    answer?.outcome === 'rate-limited' ? answer.retryAfterSeconds : undefined,
  );

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = new FormData(event.currentTarget);
    const text = (name: string) => String(fields.get(name) ?? '');
    setStatus('sending');
    try {
      const { checkPrivacyRequest } = await loadValidation();
      const checked = checkPrivacyRequest(
        {
          email: text('email'),
          kind: text('kind') as PrivacyRequestKind,
          message: text('message'),
          language,
        },
        t.messages,
      );
      if (checked.errors) {
        setErrors(checked.errors);
        setStatus('idle');
        return;
      }
      setErrors({});
      const response = await fetch(`${site.apiBaseUrl}${privacyRequestPath}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          ...checked.request,
          [honeypotField]: text(honeypotField),
        }),
      });
      if (response.ok) {
        setStatus('sent');
        return;
      }
      if (response.status === 400) {
        const { fields: refused = {} } = (await response.json().catch(() => ({}))) as {
          fields?: Record<string, string>;
        };
        setErrors(translated(refused, t));
      }
      if (response.status === 429) {
        const seconds = Number(response.headers.get('Retry-After'));
        setRetryAfterSeconds(Number.isFinite(seconds) && seconds > 0 ? seconds : undefined);
      }
      setStatus(response.status === 429 ? 'rate-limited' : 'failed');
    } catch {
      setStatus('failed');
    }
  }

  const emailError = errors.email;
  const kindError = errors.kind;
  const messageError = errors.message;
  const note =
    status === 'sent'
      ? t.sent
      : status === 'failed'
        ? t.failed
        : status === 'rate-limited'
          ? t.rateLimited.replace(
              '{when}',
              retryAfterSeconds === undefined ? t.soon : retryWhen(retryAfterSeconds, language),
            )
          : '';

  return (
    <section aria-labelledby={privacyRequestAnchors.form} className="mt-10">
      <h2 id={privacyRequestAnchors.form} className="text-2xl font-bold text-ink">
        {t.title}
      </h2>
      <p className="mt-4 leading-relaxed text-slate-700">{t.intro}</p>
      {/* Without script the server redirects here: the browser shows the note it targets. */}
      <p
        id={privacyRequestAnchors.sent}
        className="mt-4 hidden rounded-lg bg-emerald-50 p-3 font-semibold text-emerald-900 target:block"
      >
        {t.sent}
      </p>
      <form
        method="post"
        action={pathFor('privacy', language)}
        noValidate={hydrated}
        onSubmit={hydrated ? submit : undefined}
        onFocus={() => void loadValidation().catch(() => undefined)}
        className="relative mt-6 grid gap-5"
      >
        <div>
          <label htmlFor={`${id}email`} className="block text-sm font-semibold text-ink">
            {t.email}
          </label>
          <span id={`${id}email-hint`} className="mt-1 block text-sm text-slate-600">
            {t.emailHint}
          </span>
          <input
            id={`${id}email`}
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={privacyRequestLimits.emailMax}
            defaultValue={typed.email}
            {...focusIfFirstRefused('email')}
            aria-invalid={emailError ? true : undefined}
            aria-describedby={`${id}email-hint${emailError ? ` ${id}email-error` : ''}`}
            className={`${control} h-12`}
          />
          <FieldError id={`${id}email-error`} text={emailError} />
        </div>
        <fieldset aria-describedby={kindError ? `${id}kind-error` : undefined}>
          <legend className="text-sm font-semibold text-ink">{t.kind}</legend>
          <div className="mt-2 grid gap-2">
            {privacyRequestKinds.map((kind, index) => (
              <label key={kind} className="flex min-h-11 items-center gap-3 text-slate-800">
                <input
                  type="radio"
                  name="kind"
                  value={kind}
                  defaultChecked={typed.kind === kind}
                  {...(index === 0 && focusIfFirstRefused('kind'))}
                  required
                  className="size-5 accent-brand-700"
                />
                {t.kinds[kind]}
              </label>
            ))}
          </div>
          <FieldError id={`${id}kind-error`} text={kindError} />
        </fieldset>
        <div>
          <label htmlFor={`${id}message`} className="block text-sm font-semibold text-ink">
            {t.message}
          </label>
          <span id={`${id}message-hint`} className="mt-1 block text-sm text-slate-600">
            {t.messageHint}
          </span>
          <textarea
            id={`${id}message`}
            name="message"
            maxLength={privacyRequestLimits.messageMax}
            defaultValue={typed.message}
            {...focusIfFirstRefused('message')}
            aria-invalid={messageError ? true : undefined}
            aria-describedby={`${id}message-hint${messageError ? ` ${id}message-error` : ''}`}
            className={`${control} h-28 resize-y py-2`}
          />
          <FieldError id={`${id}message-error`} text={messageError} />
        </div>
        <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
          <label>
            {t.honeypot}
            <input type="text" name={honeypotField} tabIndex={-1} autoComplete="off" />
          </label>
        </div>
        <div>
          <Button
            type="submit"
            disabled={status === 'sending'}
            {...(notTaken && { autoFocus: true, 'aria-describedby': `${id}note` })}
            className="h-12 w-full sm:w-auto"
          >
            {status === 'sending' ? t.sending : t.submit}
          </Button>
        </div>
        <p id={`${id}note`} role="status" className={note ? 'font-semibold text-ink' : 'sr-only'}>
          {note}
        </p>
      </form>
    </section>
  );
}
