import { MessageCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { site } from '@/content/site';
import { tapEvent } from '@/features/analytics';
import { useT } from '@/i18n/I18nProvider';
import { pageOfPath } from '@/routing/routes';
import { whatsappUrl } from './whatsapp-url';

/** The address with the text in the page's language, naming the page the visitor is on. */
function useWhatsappHref(): string {
  const t = useT();
  const { pathname } = useLocation();
  const page = t.meta[pageOfPath(pathname) ?? 'notFound'].name;
  return whatsappUrl(site.whatsapp.digits, t.layout.whatsapp.message(page, site.brandName));
}

/**
 * A click-to-chat link: real HTML in the prerendered page, so it works before
 * the page's code runs and without it, and opens WhatsApp in a new tab. A click is counted as
 * the named event `whatsapp_clicked`, under the visit's source like every named event, from the
 * first paint on (tap-events-script.ts).
 * `icon`: the header's round button (its name for screen readers); otherwise `children` is the
 * link's text.
 */
export function WhatsAppLink({
  children,
  className = '',
}: {
  children?: ReactNode;
  className?: string;
}) {
  const t = useT();
  const href = useWhatsappHref();
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      // Counted by the inline tap counter, before the page's code has run too (decision 364).
      {...tapEvent('whatsapp_clicked')}
      className={className}
    >
      {children ?? (
        <>
          <MessageCircle aria-hidden="true" className="size-5" />
          <span className="sr-only">{t.layout.whatsapp.label}</span>
        </>
      )}
      <span className="sr-only"> {t.layout.footer.opensInNewTab}</span>
    </a>
  );
}
