import type { Dictionary } from '@/i18n/dictionary';
import type { HomeSection, PageId } from '@/routing/routes';

/** The site navigation shared by the header, the mobile menu and the footer (docs/product.md §2). */
export type NavItem =
  | { kind: 'section'; section: HomeSection; label: keyof Dictionary['layout']['nav'] }
  | { kind: 'page'; page: PageId; label: keyof Dictionary['layout']['nav'] };

export const navItems: NavItem[] = [
  { kind: 'section', section: 'solutions', label: 'solutions' },
  { kind: 'section', section: 'clients', label: 'clients' },
  { kind: 'section', section: 'sara', label: 'ai' },
  { kind: 'page', page: 'about', label: 'about' },
];
