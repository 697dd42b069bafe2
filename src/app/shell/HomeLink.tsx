import { Link } from 'react-router';
import { site } from '@/content/site';
import { useLanguage, useT } from '@/i18n/I18nProvider';
import { pathFor } from '@/routing/routes';
import { Logo } from './Logo';

export function HomeLink({ inverted = false }: { inverted?: boolean }) {
  const language = useLanguage();
  const t = useT();
  return (
    <Link
      to={pathFor('home', language)}
      aria-label={`${site.brandName}, ${t.layout.homeLinkLabel}`}
      className="rounded-md"
    >
      <Logo inverted={inverted} />
    </Link>
  );
}
