import { Component, type ReactNode, Suspense } from 'react';
import { lazyWithPreload } from '@/components/lazy/lazy-with-preload';
import { useContactT } from '@/i18n/contact-dictionary';
import { interpolate } from '@/i18n/interpolate';
import { ContactFormPlaceholder } from './ContactFormPlaceholder';
import { PhoneNumberLink } from './PhoneNumberLink';

/** The form and its libraries are one chunk, fetched only where the form is shown. */
const lazyContactForm = lazyWithPreload(() => import('./ContactForm'));

/**
 * Where the contact form goes. The prerendered page already holds the form; after a
 * client-side navigation a placeholder of the same size stands in while its code loads.
 */
export function ContactFormSlot({ labelledBy }: { labelledBy: string }) {
  const t = useContactT();
  return (
    <>
      <noscript>
        <p className="mb-6 rounded-lg border border-brand-300 bg-brand-50 p-4 text-ink">
          {interpolate(t.form.noScript, { phone: <PhoneNumberLink /> })}
        </p>
      </noscript>
      <FormLoadBoundary fallback={<FormLoadFailed />}>
        <Suspense fallback={<ContactFormPlaceholder />}>
          <lazyContactForm.Component labelledBy={labelledBy} />
        </Suspense>
      </FormLoadBoundary>
    </>
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
