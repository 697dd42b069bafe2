import { currentPrivacyNoticeVersion } from '@contract/lgpd';
import { honeypotField } from '@contract/request-conventions';
import type { ContactInput, ContactRequest } from '@contract/schema';
import { type FormEvent, type RefObject, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { trackEvent, visitAttribution, visitOfTab } from '@/features/analytics';
import { reportLeadConversion } from '@/features/consent';
import { toast } from '@/features/toasts';
import { useContactT } from '@/i18n/contact-dictionary';
import { useContactFormT } from '@/i18n/contact-form-dictionary';
import { useLanguage } from '@/i18n/I18nProvider';
import { emptyContact } from './empty-contact';
import type { Refusal } from './RefusalNotice';
import { type ContactPayload, ContactSendError, sendContact } from './send-contact';
import { translateServerFieldErrors } from './server-field-errors';
import { createSubmissionKeys } from './submission-keys';

type ContactFormApi = UseFormReturn<ContactInput, unknown, ContactRequest>;

/**
 * Submitting the contact form (docs/product.md §4): validate, send once, then the success toast and a
 * reset, or the destructive toast with everything the visitor typed kept in place.
 */
export function useContactSubmission(
  form: ContactFormApi,
  honeypot: RefObject<HTMLInputElement | null>,
  /** After a send the server took: whatever an earlier native answer said is over. */
  onSent?: () => void,
) {
  const page = useContactT();
  const t = useContactFormT();
  const language = useLanguage();
  const [sending, setSending] = useState(false);
  // Set synchronously on submit: a second click or Enter before React re-renders is ignored.
  const busy = useRef(false);
  const [keys] = useState(createSubmissionKeys);
  // The server's refusal it knows the way out of (over the limit, down a moment): said above
  // the form, with when to try again, instead of a toast that says nothing (decision 321).
  const [refusal, setRefusal] = useState<Refusal>();

  async function send(request: ContactRequest) {
    const bot = honeypot.current?.value;
    const visitId = visitOfTab();
    const payload: ContactPayload = {
      ...request,
      language,
      page: window.location.pathname,
      // The notice the privacy note under the form links to: the lead's LGPD proof.
      privacyNoticeVersion: currentPrivacyNoticeVersion,
      attribution: visitAttribution(),
      ...(visitId ? { visitId } : {}),
      ...(bot ? { [honeypotField]: bot } : {}),
    };
    setSending(true);
    setRefusal(undefined);
    try {
      await sendContact(payload, { idempotencyKey: keys.keyFor(payload) });
      keys.finish();
      // Empty, not the values the form started with (typed before hydration, or sent back).
      form.reset(emptyContact);
      onSent?.();
      if (honeypot.current) honeypot.current.value = '';
      toast({ ...page.toasts.success, variant: 'default' });
      if (!bot) {
        trackEvent('lead_sent');
        reportLeadConversion();
      }
    } catch (error) {
      // Not swallowed: the visitor sees the toast, the developer the reason.
      console.error('The contact request was not sent.', error);
      if (error instanceof ContactSendError && error.fields) showServerFieldErrors(error.fields);
      if (
        error instanceof ContactSendError &&
        (error.kind === 'rate-limited' || error.kind === 'unavailable')
      ) {
        setRefusal({ reason: error.kind, retryAfterSeconds: error.retryAfterSeconds });
      } else {
        toast({ ...t.toasts.error, variant: 'destructive' });
      }
    } finally {
      setSending(false);
    }
  }

  function showServerFieldErrors(fields: Record<string, string>) {
    const errors = translateServerFieldErrors(fields, t.validation, t.form.serverRejected);
    errors.forEach(({ name, message }, index) => {
      form.setError(name, { type: 'server', message }, { shouldFocus: index === 0 });
    });
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    try {
      await form.handleSubmit(send)(event);
    } finally {
      busy.current = false;
    }
  }

  return { sending, onSubmit, refusal };
}
