/** Columns more than one insights panel shows (InsightsTable.tsx): a new panel reuses them. */
import type { Language } from '@contract/languages';
import { formatCount, formatRate } from '../ui/format';
import type { Column } from './InsightsTable';
import type { pt } from './pt';

export interface Counts {
  /** null on a row that has no visits by definition (leads without a counted visit). */
  visits: number | null;
  leads: number;
  conversionRate: number | null;
}

/** A value that does not exist (no visits, no rate): a dash, and words for screen readers. */
function missing(words: string) {
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="sr-only">{words}</span>
    </>
  );
}

/** Visits, leads and their conversion rate (visits that sent a lead ÷ visits). */
export function countColumns(t: typeof pt, language: Language): Column<Counts>[] {
  return [
    {
      id: 'visits',
      header: t.visits,
      numeric: true,
      cell: (row) =>
        row.visits === null ? missing(t.notCounted) : formatCount(row.visits, language),
    },
    {
      id: 'leads',
      header: t.leads,
      numeric: true,
      cell: (row) => formatCount(row.leads, language),
    },
    {
      id: 'conversion',
      header: t.conversion,
      numeric: true,
      cell: (row) =>
        row.conversionRate === null ? missing(t.noRate) : formatRate(row.conversionRate, language),
    },
  ];
}

/** WhatsApp clicks: contacts that went to WhatsApp, beside the form's leads. */
export function whatsappColumn(
  t: typeof pt,
  language: Language,
): Column<Counts & { events?: { whatsapp_clicked: number } }> {
  return {
    id: 'whatsapp',
    header: t.whatsappClicks,
    numeric: true,
    // Leads without a counted visit have no visit, so no click on record either.
    cell: (row) =>
      row.events ? formatCount(row.events.whatsapp_clicked, language) : missing(t.notCounted),
  };
}
