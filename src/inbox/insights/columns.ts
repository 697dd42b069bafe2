/** Columns more than one insights panel shows (InsightsTable.tsx): a new panel reuses them. */
import type { Language } from '@contract/languages';
import { formatCount, formatRate } from '../ui/format';
import type { Column } from './InsightsTable';
import type { pt } from './pt';

interface Counts {
  visits: number;
  leads: number;
  conversionRate: number;
}

/** Visits, leads and their conversion rate. */
export function countColumns(t: typeof pt, language: Language): Column<Counts>[] {
  return [
    {
      id: 'visits',
      header: t.visits,
      numeric: true,
      cell: (row) => formatCount(row.visits, language),
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
      cell: (row) => formatRate(row.conversionRate, language),
    },
  ];
}

/** WhatsApp clicks (issue 26.1): contacts that went to WhatsApp, beside the form's leads. */
export function whatsappColumn(
  t: typeof pt,
  language: Language,
): Column<Counts & { events: { whatsapp_clicked: number } }> {
  return {
    id: 'whatsapp',
    header: t.whatsappClicks,
    numeric: true,
    cell: (row) => formatCount(row.events.whatsapp_clicked, language),
  };
}
