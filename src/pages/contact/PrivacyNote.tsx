import { ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { site } from '@/content/site';
import { useContactT } from '@/i18n/contact-dictionary';
import { useLanguage } from '@/i18n/I18nProvider';
import { interpolate } from '@/i18n/interpolate';
import { pathFor } from '@/routing/routes';

/** Under the form: what is done with the data and how to have it deleted (LGPD). */
export function PrivacyNote() {
  const t = useContactT();
  const language = useLanguage();
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
          notice: (
            <Link
              to={pathFor('privacy', language)}
              className="font-semibold text-brand-800 underline underline-offset-2"
            >
              {t.privacyNoticeLink}
            </Link>
          ),
        })}
      </span>
    </p>
  );
}
