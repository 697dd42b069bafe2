/**
 * One panel of the insights page: its heading, a note saying what it counts, a button that
 * saves its table as CSV, and the table (as Plausible lays out its panels).
 */
import type { ReactNode } from 'react';
import { useLanguage } from '@/i18n/language-context';
import { useTexts } from '@/i18n/texts';
import { secondaryButtonClass } from '../ui/styles';
import type { CsvValue } from './csv';
import { insightsTexts } from './texts';

export interface PanelCsv {
  /** The file's name without its extension. */
  name: string;
  headers: readonly string[];
  rows: () => readonly (readonly CsvValue[])[];
}

interface InsightsPanelProps {
  id: string;
  heading: string;
  note?: string;
  csv?: PanelCsv;
  /** What the table shows (a goal, a breakdown), above it. */
  controls?: ReactNode;
  children: ReactNode;
}

export function InsightsPanel({ id, heading, note, csv, controls, children }: InsightsPanelProps) {
  const t = useTexts(insightsTexts);
  const language = useLanguage();
  return (
    <section aria-labelledby={`${id}-heading`} className="min-w-0 space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${id}-heading`} className="text-lg font-bold">
          {heading}
        </h2>
        {csv && (
          <button
            type="button"
            className={`${secondaryButtonClass} px-3 py-1 text-sm`}
            aria-label={t.downloadCsv(heading)}
            onClick={async () => {
              // The writer loads at the first download: the page itself never needs it.
              const { downloadCsv, toCsv } = await import('./csv');
              downloadCsv(`${csv.name}.csv`, toCsv(csv.headers, csv.rows(), language));
            }}
          >
            CSV
          </button>
        )}
      </div>
      {note && (
        <p id={`${id}-note`} className="text-sm text-slate-700">
          {note}
        </p>
      )}
      {controls}
      {/* Its table scrolls sideways in a region of its own (InsightsTable). */}
      <div className="min-w-0 rounded-lg border border-slate-200 bg-white">{children}</div>
    </section>
  );
}
