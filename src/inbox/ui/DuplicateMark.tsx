import type { LeadSummary } from '@contract/inbox-api';
import { Link } from 'react-router';
import { useTexts } from '@/i18n/texts';
import { paths } from './paths';
import { inboxTexts } from './texts';

/** "Same person as <their earlier lead>", a link to it; nothing for a first lead. */
export function DuplicateMark({ lead }: { lead: Pick<LeadSummary, 'duplicateOf'> }) {
  const t = useTexts(inboxTexts);
  const earlier = lead.duplicateOf;
  if (!earlier) return null;
  return (
    <p className="mt-1 text-sm break-words text-slate-700">
      {t.duplicateOf}{' '}
      <Link to={paths.lead(earlier.id)} className="font-semibold text-brand-800 underline">
        {`${earlier.firstName} ${earlier.lastName}`.trim()}
      </Link>
    </p>
  );
}
