/**
 * The contact form (docs/product.md §4, §5): its own chunk, with react-hook-form, loaded only on
 * the contact page; zod and the schema follow when the visitor reaches the form
 * (lazy-contact-resolver.ts). Validation runs on submit, then again as the visitor corrects;
 * the first invalid field gets the focus.
 *
 * The prerendered form works from the first paint and without JavaScript: it is an
 * ordinary form that posts to the contact page, whose answer the server draws with this same
 * component (contact-answer.tsx): the values sent, each error beside its field.
 */

import type { ContactInput, ContactRequest } from '@contract/schema';
import { LoaderCircle } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useHydrationMark } from '@/components/lazy/hydration-marks';
import { Button } from '@/components/ui/Button';
import { trackEvent } from '@/features/analytics';
import { answerValues, useContactAnswer } from '@/features/contact-answer';
import { preloadToaster } from '@/features/toasts';
import { useContactFormT } from '@/i18n/contact-form-dictionary';
import { ContactField } from './ContactField';
import { type ContactFieldName, contactFields } from './contact-fields';
import { emptyContact } from './empty-contact';
import { formGridClass, submitCellClass } from './form-layout';
import { Honeypot } from './Honeypot';
import { lazyContactResolver, preloadContactValidation } from './lazy-contact-resolver';
import { type Refusal, RefusalNotice } from './RefusalNotice';
import { translateServerFieldErrors } from './server-field-errors';
import { useContactSubmission } from './use-contact-submission';

/**
 * What the form starts with: what the visitor typed before the page's code ran (the prerendered
 * form takes input from the first paint), else what the server's answer puts back, else empty.
 */
function initialValues(formId: string, sent: Record<string, string>): ContactInput {
  // Only in a browser (the prerender may have a `document` of its own, not the DOM's classes).
  const inBrowser = typeof HTMLFormElement !== 'undefined';
  const page = inBrowser ? document.getElementById(formId) : null;
  const typed = inBrowser && page instanceof HTMLFormElement ? new FormData(page) : undefined;
  const values: ContactInput = { ...emptyContact };
  for (const { name } of contactFields) {
    const value = typed?.get(name);
    if (typeof value === 'string' && value !== '') values[name] = value;
    else if (sent[name]) values[name] = sent[name];
  }
  return values;
}

/**
 * Whether the visitor typed into the prerendered form before its code ran: a field whose value
 * differs from the one the page was drawn with. That input never reached `onInput`, yet the
 * visitor has started the form (the funnel's third step).
 */
function typedBeforeThisCode(formId: string): boolean {
  if (typeof HTMLFormElement === 'undefined') return false;
  const page = document.getElementById(formId);
  if (!(page instanceof HTMLFormElement)) return false;
  return contactFields.some(({ name }) => {
    const field = page.elements.namedItem(name);
    return (
      (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) &&
      field.value !== field.defaultValue
    );
  });
}

export default function ContactForm({ labelledBy }: { labelledBy: string }) {
  const t = useContactFormT();
  const answer = useContactAnswer();
  const formId = useId();
  const honeypot = useRef<HTMLInputElement>(null);
  const resolver = useMemo(() => lazyContactResolver(t.validation), [t]);
  const [defaultValues] = useState(() => initialValues(formId, answerValues(answer)));
  // Read before hydration commits, while the page still holds only what the visitor did.
  const [typedEarly] = useState(() => typedBeforeThisCode(formId));
  useEffect(() => {
    if (typedEarly) formStarted();
  }, [typedEarly]);
  useHydrationMark('contactForm');
  const form = useForm<ContactInput, unknown, ContactRequest>({
    resolver,
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });
  const { errors, dirtyFields, isSubmitted } = form.formState;
  // The server's verdict on a form it received as a POST, shown until the field changes.
  const answerErrors = useMemo(() => {
    if (answer?.outcome !== 'invalid') return new Map<ContactFieldName, string>();
    const translated = translateServerFieldErrors(
      answer.fields,
      t.validation,
      t.form.serverRejected,
    );
    return new Map(translated.map(({ name, message }) => [name, message]));
  }, [answer, t]);
  // The fields the server's answer no longer speaks for: once hydrated, those the visitor changed
  // before the code arrived (the form starts from what they see); after a send the server took,
  // every one. Set after hydration, so the first render draws what the server drew.
  const [answerOver, setAnswerOver] = useState<ReadonlySet<ContactFieldName>>(() => new Set());
  useEffect(() => {
    const judged = answerValues(answer);
    const changed = contactFields
      .map(({ name }) => name)
      .filter((name) => answerErrors.has(name) && defaultValues[name] !== (judged[name] ?? ''));
    if (changed.length > 0) setAnswerOver(new Set(changed));
  }, [answer, answerErrors, defaultValues]);
  const answerSpent = answerOver.size === contactFields.length;
  const firstAnswerError = contactFields.find(({ name }) => answerErrors.has(name))?.name;
  const errorOf = (name: ContactFieldName) =>
    errors[name]?.message ??
    (isSubmitted || dirtyFields[name] || answerOver.has(name) ? undefined : answerErrors.get(name));
  const { sending, onSubmit, refusal } = useContactSubmission(form, honeypot, () =>
    setAnswerOver(new Set(contactFields.map(({ name }) => name))),
  );
  // The server's answer without script, until a send with script has its own or was taken.
  const shownRefusal =
    refusal ?? (answer?.outcome === 'failed' && !answerSpent ? answer : undefined);
  const refusalKey = useRefusalCount(refusal);
  const refusalNotice = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    // The visitor is at the submit button: bring the notice to them, the form kept below it.
    if (refusalKey > 0) refusalNotice.current?.focus();
  }, [refusalKey]);

  return (
    <form
      id={formId}
      // Before the page's code runs, or without it, the browser posts the form to this page:
      // with no `action`, to the very address it was served at, so the campaign parameters the
      // visitor landed with go with it (decision 361); once the code runs, the form is checked
      // here and sent to the API as JSON.
      method="post"
      noValidate
      aria-labelledby={labelledBy}
      aria-busy={sending}
      onSubmit={onSubmit}
      onFocus={prepareToSend}
      onInput={formStarted}
    >
      {shownRefusal && <RefusalNotice key={refusalKey} ref={refusalNotice} {...shownRefusal} />}
      <div className={formGridClass}>
        {contactFields.map((spec) => (
          <ContactField
            key={spec.name}
            spec={spec}
            registration={form.register(spec.name)}
            defaultValue={defaultValues[spec.name]}
            error={errorOf(spec.name)}
            autoFocus={spec.name === firstAnswerError}
          />
        ))}
        <Honeypot ref={honeypot} label={t.form.honeypotLabel} />
        <div className={submitCellClass}>
          {/* aria-disabled, not disabled: the button keeps the keyboard focus while sending. */}
          <Button
            type="submit"
            aria-disabled={sending || undefined}
            className="disabled:opacity-100!"
          >
            {sending && <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />}
            {sending ? t.form.sending : t.form.submit}
          </Button>
        </div>
      </div>
    </form>
  );
}

/** Counts the refusals with script, so a second one is announced and focused again. */
function useRefusalCount(refusal: Refusal | undefined): number {
  const [count, setCount] = useState(0);
  const [last, setLast] = useState<Refusal>();
  if (refusal !== last) {
    setLast(refusal);
    if (refusal) setCount(count + 1);
  }
  return count;
}

let started = false;

/**
 * The visitor's first input into the form, the funnel's third step: reported once
 * per page load, and counted once per visit by the server, like every goal. Cookieless: the
 * beacon sends it like any named event.
 */
function formStarted() {
  if (started) return;
  started = true;
  trackEvent('form_started');
}

/**
 * Once the visitor reaches the form: the checks that run on submit, and the toaster that shows
 * the answer. Not at hydration, where evaluating them would block the page's first seconds.
 */
function prepareToSend() {
  // A failed download is tried again by the submit, or by the first toast.
  preloadContactValidation().catch(() => undefined);
  preloadToaster().catch(() => undefined);
}
