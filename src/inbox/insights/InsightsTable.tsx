/**
 * The one table of every insights panel, its columns as typed data: the row header names each
 * row (a day, a source, a page…), the other columns hold what every row has (counts, rates).
 * An "(other)" row (what the top rows leave out) and a total row fill the other columns alone.
 * A table wider than the screen scrolls sideways inside its own region, never the page: the
 * region takes keyboard focus (arrow keys scroll it) and is named after the table, in words
 * other than its panel's, so no two landmarks share a name.
 */
import type { ReactNode } from 'react';
import { useTexts } from '@/i18n/texts';
import { insightsTexts } from './texts';

export interface Column<Row> {
  /** Unique within the table (React's key). */
  id: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** A number: aligned right, tabular figures, never wrapped. */
  numeric?: boolean;
  /** The row header's classes (how a long name wraps). */
  className?: string;
}

/** A row named by a label instead of a row header cell: "(other)", the total. */
interface LabelledRow<Values> {
  label: string;
  row: Values;
}

interface InsightsTableProps<Row extends Values, Values> {
  /** The table's name for screen readers (the panel's heading shows it to everyone else). */
  caption: string;
  /** The first column, which names each row. */
  rowHeader: Column<Row>;
  columns: readonly Column<Values>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  other?: LabelledRow<Values>;
  total?: LabelledRow<Values>;
  /** The id of a note that explains the table. */
  describedBy?: string;
}

const numericClass = 'px-3 py-2 text-right tabular-nums whitespace-nowrap';

export function InsightsTable<Row extends Values, Values>(props: InsightsTableProps<Row, Values>) {
  const t = useTexts(insightsTexts);
  const { rowHeader, columns, other, total } = props;
  const cellClass = (column: Column<Values>) => (column.numeric ? numericClass : 'px-3 py-2');
  const values = (row: Values) =>
    columns.map((column) => (
      <td key={column.id} className={cellClass(column)}>
        {column.cell(row)}
      </td>
    ));
  return (
    <section
      aria-label={t.tableRegion(props.caption)}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable.
      tabIndex={0}
      // `relative`: the cells' visually hidden texts (absolutely placed) belong to the region and
      // scroll in it; without it they are placed on the page, and a wide table's widen the page,
      // which a phone then zooms out to fit.
      className="relative max-w-full overflow-x-auto focus-visible:outline-2 focus-visible:outline-brand-700"
    >
      <table
        className="w-full border-collapse text-left text-sm"
        aria-describedby={props.describedBy}
      >
        <caption className="sr-only">{props.caption}</caption>
        <thead className="bg-slate-100">
          <tr>
            {[rowHeader, ...columns].map((column) => (
              <th
                key={column.id}
                scope="col"
                className={column.numeric ? 'px-3 py-2 text-right' : 'px-3 py-2'}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {props.rows.map((row) => (
            <tr key={props.rowKey(row)} className="border-t border-slate-200">
              <th scope="row" className={`px-3 py-2 font-normal ${rowHeader.className ?? ''}`}>
                {rowHeader.cell(row)}
              </th>
              {values(row)}
            </tr>
          ))}
          {other && (
            <tr className="border-t border-slate-200">
              <th scope="row" className="px-3 py-2 font-normal text-slate-700 italic">
                {other.label}
              </th>
              {values(other.row)}
            </tr>
          )}
        </tbody>
        {total && (
          <tfoot className="border-t-2 border-slate-300 bg-slate-50 font-bold">
            <tr>
              <th scope="row" className="px-3 py-2">
                {total.label}
              </th>
              {values(total.row)}
            </tr>
          </tfoot>
        )}
      </table>
    </section>
  );
}
