import type { MouseEvent, ReactNode } from 'react';
import type { HomeSection } from '@/routing/routes';
import { useSectionNavigation } from './use-section-navigation';

interface SectionLinkProps {
  section: HomeSection;
  className?: string;
  children: ReactNode;
  onNavigate?: () => void;
}

/** A link to a home-page section that follows the scroll action of docs/product.md §4 when clicked. */
export function SectionLink({ section, className, children, onNavigate }: SectionLinkProps) {
  const { goToSection, sectionHref } = useSectionNavigation();

  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // Let the browser handle new-tab and new-window clicks.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    event.preventDefault();
    onNavigate?.();
    goToSection(section);
  };

  return (
    <a href={sectionHref(section)} className={className} onClick={handleClick}>
      {children}
    </a>
  );
}
