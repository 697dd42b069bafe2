import { NavLink } from 'react-router';
import { SectionLink } from '@/features/navigation';
import { useLanguage, useT } from '@/i18n/I18nProvider';
import { pathFor } from '@/routing/routes';
import { navItems } from './nav-items';

interface NavLinksProps {
  linkClassName: string;
  /** Called after a link is followed, e.g. to close the mobile menu. */
  onNavigate?: () => void;
}

/** The nav entries as list items; the caller supplies the surrounding <ul>. */
export function NavLinks({ linkClassName, onNavigate }: NavLinksProps) {
  const t = useT();
  const language = useLanguage();
  return navItems.map((item) => (
    <li key={item.label}>
      {item.kind === 'section' ? (
        <SectionLink section={item.section} className={linkClassName} onNavigate={onNavigate}>
          {t.layout.nav[item.label]}
        </SectionLink>
      ) : (
        <NavLink to={pathFor(item.page, language)} className={linkClassName} onClick={onNavigate}>
          {t.layout.nav[item.label]}
        </NavLink>
      )}
    </li>
  ));
}
