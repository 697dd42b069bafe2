import type { HomeSection } from '../../../app/routes';

/** Stands in for a section until the home-page issue fills it; keeps the anchor and its height. */
export function PlaceholderSection({ id }: { id: HomeSection }) {
  return <section id={id} aria-label={id} className="min-h-[80vh] border-t border-slate-100" />;
}
