/**
 * The contact form (docs/product.md §4, §5): its own chunk, with react-hook-form, loaded only on
 * the contact page; zod and the schema follow when the visitor reaches the form
 * (lazy-contact-resolver.ts). Validation runs on submit, then again as the visitor corrects;
 * the first invalid field gets the focus.
 */

import { defaultSubject } from '@contract/request-conventions';
import type { ContactInput, ContactRequest } from '@contract/schema';
import { LoaderCircle } from 'lucide-react';
import { useMemo, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/Button';
import { useHydrated } from '@/components/ui/use-hydrated';
import { preloadToaster } from '@/features/toasts';
import { useContactT } from '@/i18n/contact-dictionary';
import { ContactField } from './ContactField';
import { contactFields } from './contact-fields';
import { formGridClass, submitCellClass } from './form-layout';
import { Honeypot } from './Honeypot';
import { lazyContactResolver, preloadContactValidation } from './lazy-contact-resolver';
import { useContactSubmission } from './use-contact-submission';

/** Spec §3: every field empty, the subject the site's fixed 'I want to hire' label. */
const emptyContact: ContactInput = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  message: '',
  subject: defaultSubject,
};

export default function ContactForm({ labelledBy }: { labelledBy: string }) {
  const t = useContactT();
  const hydrated = useHydrated();
  const honeypot = useRef<HTMLInputElement>(null);
  const resolver = useMemo(() => lazyContactResolver(t.validation), [t]);
  const form = useForm<ContactInput, unknown, ContactRequest>({
    resolver,
    defaultValues: emptyContact,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });
  const { errors } = form.formState;
  const { sending, onSubmit } = useContactSubmission(form, honeypot);

  return (
    <form
      noValidate
      aria-labelledby={labelledBy}
      aria-busy={sending}
      onSubmit={onSubmit}
      onFocus={prepareToSend}
    >
      {/*
        The prerendered form cannot send anything until React runs it, so it is disabled until
        then; it keeps its look (only the cursor tells), so nothing flashes when it comes alive.
      */}
      <fieldset disabled={!hydrated} className={`${formGridClass} disabled:cursor-progress`}>
        {contactFields.map((spec) => (
          <ContactField
            key={spec.name}
            spec={spec}
            registration={form.register(spec.name)}
            error={errors[spec.name]?.message}
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
      </fieldset>
    </form>
  );
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
