import { namesInWords } from '@contract/crm-operators';
import { ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { noticeFacts } from '@/content/notice-facts';
import { site } from '@/content/site';
import { useContactT } from '@/i18n/contact-dictionary';
import { useLanguage } from '@/i18n/I18nProvider';
import { interpolate } from '@/i18n/interpolate';
import { pathFor } from '@/routing/routes';

/**
 * Under the form: what is done with the data and how to have it deleted (LGPD); with a CRM on,
 * it names the CRM as an operator (decision 250).
 */
export function PrivacyNote() {
  const t = useContactT();
  const language = useLanguage();
  return (
    <p className="mt-8 flex gap-3 text-sm text-slate-600">
      <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
      <span>
        {interpolate(noticeFacts.crmOperators.length > 0 ? t.privacyWithCrm : t.privacy, {
          crm: namesInWords(noticeFacts.crmOperators, t.and),
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
