/**
 * A local fallback face sized like Inter, so that a page drawn without the web font (it is
 * `font-display: optional`, decision 161) takes about the same room and looks close. The overrides follow the usual
 * computation (as Next.js and Fontaine do): scale the fallback so the average widths of Latin
 * text match, then give it Inter's ascent, descent and line gap at that scale.
 */
export interface FontMetrics {
  ascent: number;
  descent: number;
  lineGap: number;
  unitsPerEm: number;
  xWidthAvg: number;
}

const percent = (value: number) => `${(value * 100).toFixed(2)}%`;

export function fallbackOverrides(font: FontMetrics, fallback: FontMetrics) {
  const sizeAdjust = font.xWidthAvg / font.unitsPerEm / (fallback.xWidthAvg / fallback.unitsPerEm);
  const scaled = (value: number) => Math.abs(value) / (font.unitsPerEm * sizeAdjust);
  return {
    sizeAdjust: percent(sizeAdjust),
    ascentOverride: percent(scaled(font.ascent)),
    descentOverride: percent(scaled(font.descent)),
    lineGapOverride: percent(scaled(font.lineGap)),
  };
}
