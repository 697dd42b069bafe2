/**
 * Visits (a line) and leads (bars, on their own scale) per day, drawn by uPlot. uPlot and its
 * stylesheet are imported here, when the chart first shows, so they are never part of the
 * public pages nor of the inbox's first load (docs/decisions/082-insights-one-read-two-doors.md). The canvas is one image for
 * assistive technology: its label sums it up and the page's tables hold every number.
 *
 * A day's values show beside it on hover, and on focus: the chart is a slider over
 * its days for the keyboard (arrows, Home, End, Page Up/Down), whose value is the day's numbers
 * in words, so a screen reader hears what the tooltip shows.
 */
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import type uPlot from 'uplot';

export interface ChartSpec {
  /** YYYY-MM-DD, oldest first. */
  days: string[];
  visits: number[];
  leads: number[];
  labels: {
    visits: string;
    leads: string;
    day: string;
    loading: string;
    failed: string;
    /** The slider's name, and how to use it. */
    values: string;
    valuesHint: string;
  };
  /** A day's numbers in words (the tooltip, the slider's value). */
  describeDay: (index: number) => string;
  /** The short day under the x axis. */
  formatDay: (day: string) => string;
  formatCount: (value: number) => string;
  /** What the chart shows, in words (its accessible name). */
  summary: string;
}

const height = 260;
const visitsColour = '#334155'; // slate-700
const visitsFill = 'rgba(51, 65, 85, 0.08)';
const leadsColour = '#c2410c'; // brand-700: 5.2:1 on white
const gridColour = '#e2e8f0';
const axisColour = '#334155';
const font = '12px "Inter Variable", ui-sans-serif, system-ui, sans-serif';

/**
 * The counts' axis steps: whole numbers only (there is no half a visit), 1, 2, 5, 10, 20, 50…
 * up to a billion. uPlot takes the first step, in this order, whose ticks have room, so the
 * list must grow: out of order, a large step came before 2 and 5, and an axis up to 6 visits
 * showed "0" alone (the line then read against the leads' axis).
 */
export const wholeIncrements = Array.from({ length: 10 }, (_, power) =>
  [1, 2, 5].map((step) => step * 10 ** power),
).flat();
const dayIncrements = [1, 2, 3, 5, 7, 14, 15, 30, 60, 90, 180];

/** From zero to at least 1, so an empty period still draws a flat line at the bottom. */
const fromZero = (_chart: uPlot, _min: number, max: number): uPlot.Range.MinMax => [
  0,
  Math.max(1, max),
];

function chartOptions(
  spec: ChartSpec,
  width: number,
  bars: uPlot.Series.PathBuilder,
  onCursor: (index: number | null) => void,
) {
  const { days, labels } = spec;
  const axis = {
    stroke: axisColour,
    font,
    grid: { stroke: gridColour, width: 1 },
    ticks: { stroke: gridColour, width: 1 },
  };
  const options: uPlot.Options = {
    width,
    height,
    legend: { show: false },
    cursor: { drag: { x: false, y: false } },
    hooks: { setCursor: [(chart) => onCursor(chart.cursor.idx ?? null)] },
    scales: {
      x: { time: false, range: [-0.5, Math.max(days.length - 0.5, 0.5)] },
      visits: { range: fromZero },
      leads: { range: fromZero },
    },
    axes: [
      {
        ...axis,
        label: labels.day,
        labelFont: font,
        incrs: dayIncrements,
        space: 56,
        values: (_chart, splits) =>
          splits.map((index) => {
            const day = Number.isInteger(index) ? days[index] : undefined;
            return day ? spec.formatDay(day) : '';
          }),
      },
      {
        ...axis,
        scale: 'visits',
        label: labels.visits,
        labelFont: font,
        incrs: wholeIncrements,
        values: (_chart, splits) => splits.map(spec.formatCount),
      },
      {
        ...axis,
        scale: 'leads',
        label: labels.leads,
        labelFont: font,
        side: 1,
        incrs: wholeIncrements,
        grid: { show: false },
        values: (_chart, splits) => splits.map(spec.formatCount),
      },
    ],
    // Bars first, so the visits' line is drawn over them.
    series: [
      {},
      {
        label: labels.leads,
        scale: 'leads',
        stroke: leadsColour,
        fill: leadsColour,
        paths: bars,
        points: { show: false },
      },
      {
        label: labels.visits,
        scale: 'visits',
        stroke: visitsColour,
        fill: visitsFill,
        width: 2,
        points: { show: days.length <= 45, size: 5 },
      },
    ],
  };
  return options;
}

/** `spec` is memoised by the page: a new one draws the chart anew. */
/** Keys that move the slider, and where to. */
function nextIndex(key: string, index: number, last: number): number | undefined {
  const moves: Record<string, number> = {
    ArrowLeft: index - 1,
    ArrowDown: index - 1,
    ArrowRight: index + 1,
    ArrowUp: index + 1,
    PageDown: index - 7,
    PageUp: index + 7,
    Home: 0,
    End: last,
  };
  const next = moves[key];
  return next === undefined ? undefined : Math.min(Math.max(next, 0), last);
}

export function InsightsChart({ spec }: { spec: ChartSpec }) {
  const container = useRef<HTMLDivElement>(null);
  const chartRef = useRef<uPlot | undefined>(undefined);
  const [state, setState] = useState<'loading' | 'drawn' | 'failed'>('loading');
  /** The day under the pointer, or the keyboard's (it moves uPlot's cursor there too). */
  const [active, setActive] = useState<number | null>(null);
  const [focused, setFocused] = useState(false);
  const last = spec.days.length - 1;
  const selected = active ?? last;

  /** Puts uPlot's cursor on a day (its point and line), or away from the chart. */
  function pointAt(index: number | null) {
    const chart = chartRef.current;
    if (!chart) return setActive(index);
    if (index === null) return chart.setCursor({ left: -10, top: -10 });
    const visits = spec.visits[index] ?? 0;
    chart.setCursor({
      left: chart.valToPos(index, 'x'),
      top: chart.valToPos(visits, 'visits'),
    });
  }

  function onKeyDown(event: KeyboardEvent) {
    const next = nextIndex(event.key, selected, last);
    if (next === undefined) return;
    event.preventDefault();
    pointAt(next);
  }

  /** The tooltip's place: above its day, inside the chart. */
  const chart = chartRef.current;
  const tooltipLeft =
    active !== null && chart && state === 'drawn'
      ? chart.valToPos(active, 'x') + chart.over.offsetLeft
      : null;

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let chart: uPlot | undefined;
    let observer: ResizeObserver | undefined;
    let cancelled = false;
    Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')])
      .then(([{ default: UPlot }]) => {
        if (cancelled) return;
        const bars = UPlot.paths.bars?.({ size: [0.6, 28], gap: 1 });
        if (!bars) throw new Error('uPlot without its bars path builder');
        const width = () => Math.max(element.clientWidth, 200);
        chart = new UPlot(
          chartOptions(spec, width(), bars, setActive),
          [spec.days.map((_, index) => index), spec.leads, spec.visits],
          element,
        );
        chartRef.current = chart;
        observer = new ResizeObserver(() => chart?.setSize({ width: width(), height }));
        observer.observe(element);
        setState('drawn');
      })
      // The chunk could not be fetched (offline, or a deploy replaced it): the tables remain.
      .catch(() => !cancelled && setState('failed'));
    return () => {
      cancelled = true;
      observer?.disconnect();
      chart?.destroy();
      chartRef.current = undefined;
      setActive(null);
    };
  }, [spec]);

  return (
    <>
      <div className="relative">
        <div
          ref={container}
          role="img"
          aria-label={spec.summary}
          className="min-h-[260px] w-full overflow-hidden"
        />
        {/* Over the chart for its focus ring; it hands the pointer on to uPlot's cursor. */}
        {last >= 0 && (
          <div
            role="slider"
            tabIndex={0}
            aria-label={spec.labels.values}
            aria-describedby="insights-chart-hint"
            aria-valuemin={0}
            aria-valuemax={last}
            aria-valuenow={selected}
            aria-valuetext={spec.describeDay(selected)}
            aria-orientation="horizontal"
            className="absolute inset-0 rounded focus-visible:outline-2 focus-visible:outline-brand-700"
            onKeyDown={onKeyDown}
            onMouseMove={(event) => {
              const over = chartRef.current?.over.getBoundingClientRect();
              if (!over) return;
              chartRef.current?.setCursor({
                left: event.clientX - over.left,
                top: event.clientY - over.top,
              });
            }}
            onMouseLeave={() => pointAt(focused ? selected : null)}
            onFocus={() => {
              setFocused(true);
              pointAt(selected);
            }}
            onBlur={() => {
              setFocused(false);
              pointAt(null);
            }}
          />
        )}
        {active !== null && tooltipLeft !== null && (
          <p
            aria-hidden="true"
            data-testid="insights-chart-tooltip"
            // Beside its day, towards the middle: it never runs off either side of the chart.
            className={`pointer-events-none absolute top-1 z-10 rounded border border-slate-300 bg-white px-2 py-1 text-sm whitespace-nowrap text-slate-900 shadow ${
              tooltipLeft > (chart?.width ?? 0) / 2 ? '-translate-x-full' : ''
            }`}
            style={{ left: tooltipLeft }}
          >
            {spec.describeDay(active)}
          </p>
        )}
      </div>
      <p id="insights-chart-hint" className={focused ? 'text-sm text-slate-700' : 'sr-only'}>
        {spec.labels.valuesHint}
      </p>
      {state === 'loading' && (
        <p role="status" className="text-sm text-slate-700">
          {spec.labels.loading}
        </p>
      )}
      {state === 'failed' && (
        <p role="alert" className="text-sm text-red-800">
          {spec.labels.failed}
        </p>
      )}
      <ul aria-hidden="true" className="mt-2 flex flex-wrap gap-4 text-sm text-slate-800">
        <li className="flex items-center gap-2">
          <span className="inline-block h-0.5 w-5 bg-slate-700" />
          {spec.labels.visits}
        </li>
        <li className="flex items-center gap-2">
          <span className="inline-block h-3 w-3 bg-brand-700" />
          {spec.labels.leads}
        </li>
      </ul>
    </>
  );
}
