import { CircleCheck } from 'lucide-react';
import { Component, type ReactNode, Suspense } from 'react';
import { lazyWithPreload } from '@/components/lazy/lazy-with-preload';
import { ButtonAnchor } from '@/components/ui/Button';
import { useContactAnswer } from '@/features/contact-answer';
import { useContactT } from '@/i18n/contact-dictionary';
import { useLanguage } from '@/i18n/I18nProvider';
import { interpolate } from '@/i18n/interpolate';
import { pathFor } from '@/routing/routes';
import { PhoneNumberLink } from './PhoneNumberLink';

/** The form and its libraries are one chunk, fetched only where the form is shown. */
const lazyContactForm = lazyWithPreload(() => import('./ContactForm'));

/**
 * Its stand-in after a client-side navigation, in a chunk of its own: a prerendered page
 * hydrates around the form's HTML and never shows it. Until it arrives the page waits as for
 * its own chunk (the layout's fallback), so it appears with the page, as before.
 */
const lazyPlaceholder = lazyWithPreload<object>(() => import('./ContactFormPlaceholder'));

/**
 * Where the contact form goes. The prerendered page already holds the form; after a
 * client-side navigation a placeholder of the same size stands in while its code loads.
 * When the page is the server's answer to a form it stored, the confirmation stands here.
 */
export function ContactFormSlot({ labelledBy }: { labelledBy: string }) {
  if (useContactAnswer()?.outcome === 'sent') return <ContactSent />;
  return (
    <FormLoadBoundary fallback={<FormLoadFailed />}>
      <Suspense fallback={<lazyPlaceholder.Component />}>
        <lazyContactForm.Component labelledBy={labelledBy} />
      </Suspense>
    </FormLoadBoundary>
  );
}

/** The answer to a form sent without JavaScript and stored: what the success toast says. */
function ContactSent() {
  const t = useContactT();
  const language = useLanguage();
  return (
    <div role="status" className="rounded-lg border border-emerald-700 bg-emerald-50 p-6 text-ink">
      <p className="flex items-center gap-2 text-lg font-bold">
        <CircleCheck aria-hidden="true" className="size-6 shrink-0 text-emerald-700" />
        {t.toasts.success.title}
      </p>
      <p className="mt-2">{t.toasts.success.description}</p>
      {/* A plain link: a fresh form is a fresh page, whatever ran before. */}
      <div className="mt-6 flex flex-wrap gap-3">
        {/* The lead is found again by the e-mail typed on the booking page (decision 472). */}
        <ButtonAnchor href={pathFor('booking', language)}>{t.answer.bookNow}</ButtonAnchor>
        <ButtonAnchor href={pathFor('contact', language)} variant="secondary">
          {t.answer.sendAnother}
        </ButtonAnchor>
      </div>
    </div>
  );
}

function FormLoadFailed() {
  const t = useContactT();
  return (
    <p role="alert" className="rounded-lg border border-red-700 bg-red-50 p-4 text-red-800">
      {interpolate(t.form.loadFailed, { phone: <PhoneNumberLink /> })}
    </p>
  );
}

/** If the form's code cannot be downloaded (offline), say so and offer the phone instead. */
class FormLoadBoundary extends Component<
  { fallback: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
