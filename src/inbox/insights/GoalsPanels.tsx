/**
 * Goals: each named event and the lead sent, with how many times it happened, the
 * visits that reached it and the conversion (visits with the goal ÷ visits); overall beside the
 * previous period, and for one goal at a time by source or by landing page.
 */
import type { InboxInsightsAnswer } from '@contract/inbox-api';
import { type GoalName, goalNames, goalsOf, otherValue } from '@contract/insights';
import { useId, useState } from 'react';
import { useLanguage } from '@/i18n/language-context';
import { useTexts } from '@/i18n/texts';
import { formatCount, formatRate } from '../ui/format';
import { inputClass, labelClass } from '../ui/styles';
import { InsightsPanel } from './InsightsPanel';
import { InsightsTable } from './InsightsTable';
import { insightsTexts } from './texts';

type Answer = InboxInsightsAnswer;

export function GoalsPanel({ data }: { data: Answer }) {
  const t = useTexts(insightsTexts);
  const language = useLanguage();
  const rows = data.goals.map((goal, index) => ({ ...goal, previous: data.previousGoals[index] }));
  return (
    <InsightsPanel
      id="insights-goals"
      heading={t.goals}
      note={t.goalsNote}
      csv={{
        name: `goals-${data.from}-${data.to}`,
        headers: [
          t.goalColumn,
          t.count,
          t.goalVisits,
          t.conversion,
          `${t.goalVisits} (${t.previousPeriod})`,
          `${t.conversion} (${t.previousPeriod})`,
        ],
        rows: () =>
          rows.map((row) => [
            t.eventNames[row.goal],
            row.count,
            row.visits,
            row.conversionRate,
            row.previous?.visits ?? null,
            row.previous?.conversionRate ?? null,
          ]),
      }}
    >
      <InsightsTable
        caption={t.goals}
        describedBy="insights-goals-note"
        rowHeader={{ id: 'goal', header: t.goalColumn, cell: (row) => t.eventNames[row.goal] }}
        columns={[
          {
            id: 'count',
            header: t.count,
            numeric: true,
            cell: (row: (typeof rows)[number]) => formatCount(row.count, language),
          },
          {
            id: 'visits',
            header: t.goalVisits,
            numeric: true,
            cell: (row) => formatCount(row.visits, language),
          },
          {
            id: 'conversion',
            header: t.conversion,
            numeric: true,
            cell: (row) => formatRate(row.conversionRate, language),
          },
          {
            id: 'previous',
            header: `${t.conversion} (${t.previousPeriod})`,
            numeric: true,
            cell: (row) => formatRate(row.previous?.conversionRate ?? null, language),
          },
        ]}
        rows={rows}
        rowKey={(row) => row.goal}
      />
    </InsightsPanel>
  );
}

type Breakdown = 'source' | 'landing';

/** A row of the breakdown: its name, visits, and the chosen goal's numbers. */
interface GoalRow {
  key: string;
  name: string;
  detail: string | null;
  visits: number;
  /** null for a landing page: its events are those sent on it, not its visits'. */
  count: number | null;
  goalVisits: number;
  conversionRate: number | null;
}

function breakdownRows(data: Answer, breakdown: Breakdown, goal: GoalName, other: string) {
  const rows: GoalRow[] = [];
  if (breakdown === 'source') {
    for (const row of data.bySource) {
      const found = goalsOf(row).find((entry) => entry.goal === goal);
      rows.push({
        key: `${row.source}\u0000${row.medium}\u0000${row.campaign}`,
        name: row.source === otherValue ? other : row.source,
        detail: row.source === otherValue ? null : `${row.medium ?? '—'} · ${row.campaign ?? '—'}`,
        visits: row.visits,
        count: found?.count ?? 0,
        goalVisits: found?.visits ?? 0,
        conversionRate: found?.conversionRate ?? null,
      });
    }
    return rows;
  }
  for (const row of data.byPage) {
    if (row.visits === 0) continue;
    const found = goalsOf(row).find((entry) => entry.goal === goal);
    rows.push({
      key: `${row.language} ${row.path}`,
      name: row.path === otherValue ? other : row.path,
      detail: null,
      visits: row.visits,
      count: null,
      goalVisits: found?.visits ?? 0,
      conversionRate: found?.conversionRate ?? null,
    });
  }
  return rows.sort((a, b) => b.visits - a.visits);
}

export function GoalsByPanel({ data }: { data: Answer }) {
  const t = useTexts(insightsTexts);
  const language = useLanguage();
  const id = useId();
  const [goal, setGoal] = useState<GoalName>('lead_sent');
  const [breakdown, setBreakdown] = useState<Breakdown>('source');
  const rows = breakdownRows(data, breakdown, goal, t.other);
  const nameHeader = breakdown === 'source' ? t.sourceColumn : t.pageColumn;
  const caption = `${t.goalsBy}: ${t.eventNames[goal]}, ${t.breakdowns[breakdown]}`;
  return (
    <InsightsPanel
      id="insights-goals-by"
      heading={t.goalsBy}
      note={t.goalsByNote}
      csv={{
        // Every goal at once, one line per row and goal: a spreadsheet filters it.
        name: `goals-by-${breakdown}-${data.from}-${data.to}`,
        headers: [nameHeader, t.goalColumn, t.visits, t.count, t.goalVisits, t.conversion],
        rows: () =>
          goalNames.flatMap((name) =>
            breakdownRows(data, breakdown, name, t.other).map((row) => [
              row.detail ? `${row.name} (${row.detail})` : row.name,
              t.eventNames[name],
              row.visits,
              row.count,
              row.goalVisits,
              row.conversionRate,
            ]),
          ),
      }}
      controls={
        <div className="flex flex-wrap gap-3">
          <div>
            <label htmlFor={`${id}-goal`} className={labelClass}>
              {t.goalChoice}
            </label>
            <select
              id={`${id}-goal`}
              className={inputClass}
              value={goal}
              onChange={(event) => setGoal(event.target.value as GoalName)}
            >
              {goalNames.map((name) => (
                <option key={name} value={name}>
                  {t.eventNames[name]}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${id}-by`} className={labelClass}>
              {t.breakdownChoice}
            </label>
            <select
              id={`${id}-by`}
              className={inputClass}
              value={breakdown}
              onChange={(event) => setBreakdown(event.target.value as Breakdown)}
            >
              {(['source', 'landing'] as const).map((name) => (
                <option key={name} value={name}>
                  {t.breakdowns[name]}
                </option>
              ))}
            </select>
          </div>
        </div>
      }
    >
      {rows.length === 0 ? (
        <p className="px-3 py-2">{t.noRows}</p>
      ) : (
        <InsightsTable
          caption={caption}
          describedBy="insights-goals-by-note"
          rowHeader={{
            id: 'name',
            header: nameHeader,
            className: 'min-w-40 wrap-anywhere',
            cell: (row) => (
              <>
                <span className="font-semibold">{row.name}</span>
                {row.detail && <span className="block text-slate-700">{row.detail}</span>}
              </>
            ),
          }}
          columns={[
            {
              id: 'visits',
              header: t.visits,
              numeric: true,
              cell: (row: GoalRow) => formatCount(row.visits, language),
            },
            ...(breakdown === 'source'
              ? [
                  {
                    id: 'count',
                    header: t.count,
                    numeric: true,
                    cell: (row: GoalRow) => formatCount(row.count ?? 0, language),
                  },
                ]
              : []),
            {
              id: 'goal-visits',
              header: t.goalVisits,
              numeric: true,
              cell: (row: GoalRow) => formatCount(row.goalVisits, language),
            },
            {
              id: 'conversion',
              header: t.conversion,
              numeric: true,
              cell: (row: GoalRow) => formatRate(row.conversionRate, language),
            },
          ]}
          rows={rows}
          rowKey={(row) => row.key}
        />
      )}
    </InsightsPanel>
  );
}
