import { site } from '@/content/site';

/** The site's phone number as an inline `tel:` link, for sentences that offer a call. */
export function PhoneNumberLink({ className = '' }: { className?: string }) {
  return (
    <a
      href={`tel:${site.phone.e164}`}
      className={['whitespace-nowrap font-semibold underline underline-offset-2', className]
        .filter(Boolean)
        .join(' ')}
    >
      {site.phone.display}
    </a>
  );
}
