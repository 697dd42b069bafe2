import type { ContactRefusal } from '@contract/contact-form-post';
import { CircleAlert } from 'lucide-react';
import type { Ref } from 'react';
import { site } from '@/content/site';
import { WhatsAppLink } from '@/features/whatsapp';
import { useContactFormT } from '@/i18n/contact-form-dictionary';
import { useLanguage } from '@/i18n/I18nProvider';
import { interpolate } from '@/i18n/interpolate';
import { retryWhen } from '@/i18n/retry-when';
import { PhoneNumberLink } from './PhoneNumberLink';

export interface Refusal {
  reason: ContactRefusal;
  retryAfterSeconds?: number;
}

/**
 * Why the server did not take the form, and what to do (decision 321): when to try again, from
 * its Retry-After, and the phone and WhatsApp for now. The same words with and without script.
 */
export function RefusalNotice({
  reason,
  retryAfterSeconds,
  ref,
}: Refusal & { ref?: Ref<HTMLParagraphElement> }) {
  const t = useContactFormT();
  const language = useLanguage();
  const when =
    retryAfterSeconds === undefined ? t.answer.soon : retryWhen(retryAfterSeconds, language);
  return (
    <p
      ref={ref}
      role="alert"
      tabIndex={-1}
      data-refusal={reason}
      className="mb-6 flex items-start gap-2 rounded-lg border border-red-700 bg-red-50 p-4 text-red-800"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <span>
        {interpolate(t.answer[reason], {
          when: <strong className="font-semibold">{when}</strong>,
          phone: <PhoneNumberLink />,
          whatsapp: (
            <WhatsAppLink className="whitespace-nowrap font-semibold underline underline-offset-2">
              {site.whatsapp.display}
            </WhatsAppLink>
          ),
        })}
      </span>
    </p>
  );
}
