/**
 * The hero's artwork (our own SVGs): a banner illustration and four floating chart cards
 * around it. Each carries its intrinsic size so the page never shifts while they load; two
 * charts only appear on wide screens, where there is room around the banner.
 */
import chartBars from '@/assets/hero/chart-bars.svg?no-inline';
import chartDonut from '@/assets/hero/chart-donut.svg?no-inline';
import chartKpi from '@/assets/hero/chart-kpi.svg?no-inline';
import chartLine from '@/assets/hero/chart-line.svg?no-inline';
import operationsMap from '@/assets/hero/operations-map.svg?no-inline';

export const heroBanner = { src: operationsMap, width: 560, height: 440 };

export interface FloatingChart {
  id: string;
  src: string;
  width: number;
  height: number;
  /** Position and rendered width; `hidden lg:block` keeps a chart to wide screens. */
  className: string;
}

export const floatingCharts: FloatingChart[] = [
  {
    id: 'bars',
    src: chartBars,
    width: 200,
    height: 132,
    className: '-top-6 left-3 w-[136px] sm:w-[170px] lg:top-10 lg:-left-12 lg:w-[200px]',
  },
  {
    id: 'donut',
    src: chartDonut,
    width: 136,
    height: 136,
    className:
      '-bottom-6 right-3 w-[96px] sm:w-[120px] lg:top-[136px] lg:-right-8 lg:bottom-auto lg:w-[136px]',
  },
  {
    id: 'line',
    src: chartLine,
    width: 220,
    height: 132,
    className: 'hidden lg:block bottom-4 -right-6 w-[220px]',
  },
  {
    id: 'kpi',
    src: chartKpi,
    width: 188,
    height: 76,
    className: 'hidden lg:block -bottom-6 left-10 w-[188px]',
  },
];
