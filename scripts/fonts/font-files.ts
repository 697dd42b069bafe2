/** The font subset and its stylesheet, as `npm run font` writes them and the test checks them. */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import arial from '@capsizecss/metrics/arial';
import inter from '@capsizecss/metrics/inter';
import subsetFont from 'subset-font';
import { fallbackOverrides } from './fallback-metrics';
import { fontCharacters, fontFeatures, fontWeights, unicodeRange } from './font-subset';

export const fontFile = 'src/assets/fonts/inter-pt-en.woff2';

const sourceFont = createRequire(import.meta.url).resolve(
  '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
);

export async function subsetInter(): Promise<Buffer> {
  return subsetFont(await readFile(sourceFont), fontCharacters, {
    targetFormat: 'woff2',
    keepFeatures: fontFeatures,
    variationAxes: { wght: fontWeights },
  });
}

export function fontFaceCss(): string {
  const fallback = fallbackOverrides(inter, arial);
  return `/* Written by \`npm run font\` (scripts/fonts/): do not edit by hand. */
/* Inter, self-hosted, cut to the characters and weights the site uses. Optional: preloaded, it
   is there for the first paint; when it is not (a slow first visit), the page keeps the
   fallback rather than reflow under the reader's eyes (docs/decisions/161-font-subset-with-matched-fallback.md). */
@font-face {
  font-family: "Inter Variable";
  font-style: normal;
  font-display: optional;
  font-weight: ${fontWeights.min} ${fontWeights.max};
  src: url("./assets/fonts/inter-pt-en.woff2") format("woff2-variations");
  unicode-range: ${unicodeRange(fontCharacters)};
}

/* Arial sized like Inter: a page drawn without the font looks and measures almost the same. */
@font-face {
  font-family: "Inter Fallback";
  src: local("Arial"), local("ArialMT");
  size-adjust: ${fallback.sizeAdjust};
  ascent-override: ${fallback.ascentOverride};
  descent-override: ${fallback.descentOverride};
  line-gap-override: ${fallback.lineGapOverride};
}
`;
}
