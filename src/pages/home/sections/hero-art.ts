/**
 * The hero's artwork (our own SVGs): a banner illustration and four floating chart cards
 * around it, drawn inline so they paint with the page (docs/decisions/004-first-paint-from-the-html-alone.md). Two charts only
 * appear on wide screens, where there is room around the banner.
 */
import chartBarsUrl from '@/assets/hero/chart-bars.svg?no-inline';
import chartBarsFile from '@/assets/hero/chart-bars.svg?raw';
import chartDonutUrl from '@/assets/hero/chart-donut.svg?no-inline';
import chartDonutFile from '@/assets/hero/chart-donut.svg?raw';
import chartKpiUrl from '@/assets/hero/chart-kpi.svg?no-inline';
import chartKpiFile from '@/assets/hero/chart-kpi.svg?raw';
import chartLineUrl from '@/assets/hero/chart-line.svg?no-inline';
import chartLineFile from '@/assets/hero/chart-line.svg?raw';
import operationsMapUrl from '@/assets/hero/operations-map.svg?no-inline';
import operationsMapFile from '@/assets/hero/operations-map.svg?raw';
import { type SvgArt, svgArt } from '@/components/art/svg-art';

export const heroBanner = svgArt({
  id: 'hero-banner',
  src: operationsMapUrl,
  fileText: import.meta.env.SSR ? operationsMapFile : '',
  width: 560,
  height: 440,
});

export interface FloatingChart {
  art: SvgArt;
  /** Position and rendered width; `hidden lg:block` keeps a chart to wide screens. */
  className: string;
}

export const floatingCharts: FloatingChart[] = [
  {
    art: svgArt({
      id: 'chart-bars',
      src: chartBarsUrl,
      fileText: import.meta.env.SSR ? chartBarsFile : '',
      width: 200,
      height: 132,
    }),
    className: '-top-6 left-3 w-[136px] sm:w-[170px] lg:top-10 lg:-left-12 lg:w-[200px]',
  },
  {
    art: svgArt({
      id: 'chart-donut',
      src: chartDonutUrl,
      fileText: import.meta.env.SSR ? chartDonutFile : '',
      width: 136,
      height: 136,
    }),
    className:
      '-bottom-6 right-3 w-[96px] sm:w-[120px] lg:top-[136px] lg:-right-8 lg:bottom-auto lg:w-[136px]',
  },
  {
    art: svgArt({
      id: 'chart-line',
      src: chartLineUrl,
      fileText: import.meta.env.SSR ? chartLineFile : '',
      width: 220,
      height: 132,
    }),
    className: 'hidden lg:block bottom-4 -right-6 w-[220px]',
  },
  {
    art: svgArt({
      id: 'chart-kpi',
      src: chartKpiUrl,
      fileText: import.meta.env.SSR ? chartKpiFile : '',
      width: 188,
      height: 76,
    }),
    className: 'hidden lg:block -bottom-6 left-10 w-[188px]',
  },
];
