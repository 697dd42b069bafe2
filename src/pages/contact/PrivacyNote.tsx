import { ShieldCheck } from 'lucide-react';
import { site } from '@/content/site';
import { useContactT } from '@/i18n/contact-dictionary';
import { interpolate } from '@/i18n/interpolate';

/** Under the form: what is done with the data and how to have it deleted (LGPD). */
export function PrivacyNote() {
  const t = useContactT();
  return (
    <p className="mt-8 flex gap-3 text-sm text-slate-600">
      <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
      <span>
        {interpolate(t.privacy, {
          email: (
            <a
              href={`mailto:${site.privacyEmail}`}
              className="font-semibold text-brand-800 underline underline-offset-2"
            >
              {site.privacyEmail}
            </a>
          ),
        })}
      </span>
    </p>
  );
}
