import { describe, expect, it } from 'vitest';
import {
  calibratedCpuSlowdown,
  figuresOf,
  figuresTable,
  gatedCategories,
  type LighthouseReport,
  layoutShift,
  medianByPerformance,
  needsCalibratedRun,
  shortfalls,
} from './lighthouse-summary';

function report(
  scores: Record<string, number>,
  { benchmarkIndex = 1234.5, cpuSlowdown = 4 } = {},
): LighthouseReport {
  const category = (score: number, ids: string[]) => ({
    score,
    auditRefs: ids.map((id) => ({ id, weight: id === 'informative' ? 0 : 1 })),
  });
  return {
    environment: { benchmarkIndex },
    configSettings: { throttling: { cpuSlowdownMultiplier: cpuSlowdown } },
    categories: {
      performance: category(scores.performance ?? 1, ['largest-contentful-paint']),
      accessibility: category(scores.accessibility ?? 1, ['color-contrast', 'informative']),
      'best-practices': category(scores['best-practices'] ?? 1, []),
      seo: category(scores.seo ?? 1, []),
    },
    audits: {
      'largest-contentful-paint': {
        title: 'Largest Contentful Paint',
        score: 0.9,
        numericValue: 2450,
        displayValue: '2.5 s',
      },
      'first-contentful-paint': { title: 'First Contentful Paint', score: 1, numericValue: 910 },
      'cumulative-layout-shift': { title: 'CLS', score: 1, numericValue: 0.012 },
      'total-blocking-time': { title: 'TBT', score: 1, numericValue: 80.4 },
      'total-byte-weight': { title: 'Total size', score: 1, numericValue: 158_400 },
      'color-contrast': { title: 'Background and foreground colors contrast', score: 0 },
      informative: { title: 'Not weighted', score: 0 },
    },
  };
}

describe('the Lighthouse summary', () => {
  it('reads the scores in percent and the metrics', () => {
    const figures = figuresOf('/en', report({ performance: 0.974 }));
    expect(figures.scores).toEqual({
      performance: 97,
      accessibility: 100,
      'best-practices': 100,
      seo: 100,
    });
    expect(figures).toMatchObject({
      fcpMs: 910,
      lcpMs: 2450,
      cls: 0.012,
      tbtMs: 80.4,
      transferredBytes: 158_400,
      benchmarkIndex: 1234.5,
    });
  });

  it('passes scores on their targets and names the audits behind a shortfall', () => {
    expect(shortfalls(figuresOf('/', report({ performance: 0.98 })))).toEqual([]);
    expect(shortfalls(figuresOf('/', report({ performance: 0.97, accessibility: 0.98 })))).toEqual([
      '/: performance 97 < 98 — Largest Contentful Paint (2.5 s)',
      '/: accessibility 98 < 100 — Background and foreground colors contrast',
    ]);
  });

  it('judges only the categories asked for, and any layout shift', () => {
    const slowOnly = figuresOf('/', report({ performance: 0.9 }));
    expect(shortfalls(slowOnly, gatedCategories)).toEqual([]);
    expect(shortfalls(slowOnly, ['performance'])).toHaveLength(1);
    expect(layoutShift(slowOnly)).toEqual(['/: CLS 0.012 > 0']);
    expect(layoutShift({ ...slowOnly, cls: 0 })).toEqual([]);
  });

  it('prints one row per route with every figure', () => {
    const table = figuresTable([figuresOf('/about', report({ performance: 0.97 }))]);
    expect(table.split('\n')[2]).toMatch(
      /^\/about\s+97\s+100\s+100\s+100\s+0\.91 s\s+2\.45 s\s+0\.012\s+80 ms\s+158\.4 KB\s+1235\s+4×$/,
    );
  });

  it('keeps the run with the median performance score', () => {
    const runs = [0.99, 0.91, 0.96].map((score) => figuresOf('/', report({ performance: score })));
    expect(medianByPerformance(runs, (run) => run).scores.performance).toBe(96);
    expect(medianByPerformance(runs.slice(0, 2), (run) => run).scores.performance).toBe(91);
  });

  it('calibrates the CPU slowdown to a slow host, in proportion, and never above 4×', () => {
    expect(calibratedCpuSlowdown(1500)).toBe(4);
    expect(calibratedCpuSlowdown(3300)).toBe(4);
    expect(calibratedCpuSlowdown(1200)).toBe(3.2);
    expect(calibratedCpuSlowdown(870)).toBe(2.3);
    expect(calibratedCpuSlowdown(200)).toBe(1);
  });

  it('measures again only a performance shortfall at 4× on a host slower than 4× is meant for', () => {
    const at = (performance: number, benchmarkIndex: number, cpuSlowdown = 4) =>
      needsCalibratedRun(figuresOf('/', report({ performance }, { benchmarkIndex, cpuSlowdown })));
    expect(at(0.95, 1200)).toBe(true);
    expect(at(0.95, 1600)).toBe(false);
    expect(at(0.98, 1200)).toBe(false);
    expect(at(0.95, 1200, 3.2)).toBe(false);
  });
});
