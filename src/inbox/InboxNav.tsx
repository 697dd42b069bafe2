import { Link, useLocation } from 'react-router';
import { useInbox } from './inbox-context';
import { inboxNavTexts } from './nav-texts';

export const auditPath = '/inbox/audit';
export const insightsPath = '/inbox/insights';

/** The inbox's sections, shown while signed in; the current one is marked for screen readers too. */
export function InboxNav() {
  const { language } = useInbox();
  const { pathname } = useLocation();
  const t = inboxNavTexts[language].nav;
  const links = [
    { to: auditPath, label: t.audit },
    { to: insightsPath, label: t.insights },
  ];
  const section = links.find((link) => pathname === link.to)?.to ?? '/inbox';
  // Every other inbox address (the list, a lead's page) belongs to the leads.
  return (
    <nav aria-label={t.label} className="border-t border-slate-200">
      <ul className="mx-auto flex max-w-6xl flex-wrap gap-x-1 px-2 text-sm font-semibold">
        {[{ to: '/inbox', label: t.leads }, ...links].map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              aria-current={section === link.to ? 'page' : undefined}
              className={`inline-block border-b-2 px-2 py-2.5 ${
                section === link.to
                  ? 'border-brand-700 text-brand-800'
                  : 'border-transparent text-slate-700 hover:text-brand-700'
              }`}
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
