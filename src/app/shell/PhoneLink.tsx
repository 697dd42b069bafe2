import { Phone } from 'lucide-react';
import { site } from '@/content/site';
import { useT } from '@/i18n/I18nProvider';

/**
 * The header phone number as a `tel:` link (docs/product.md §1).
 * `compact` shows only the icon below 640 px (the number stays in the link's text for
 * screen readers), where the simplified header has no room for it.
 */
export function PhoneLink({
  className = '',
  compact = false,
}: {
  className?: string;
  compact?: boolean;
}) {
  const t = useT();
  return (
    <a
      href={`tel:${site.phone.e164}`}
      className={`inline-flex min-h-11 items-center gap-2 whitespace-nowrap rounded font-semibold text-ink hover:text-brand-700 ${compact ? 'min-w-11 justify-center sm:min-w-0' : ''} ${className}`}
    >
      <Phone aria-hidden="true" className="size-4 text-brand-700" />
      <span className="sr-only">{t.layout.phoneLabel}: </span>
      <span className={compact ? 'sr-only sm:not-sr-only' : undefined}>{site.phone.display}</span>
    </a>
  );
}
