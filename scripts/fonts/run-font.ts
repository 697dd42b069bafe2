/**
 * `npm run font`: writes the site's subset of Inter (src/assets/fonts/inter-pt-en.woff2) and the
 * @font-face rules that use it (src/font-face.css), with a metric-matched fallback face. Run it
 * after changing the characters or weights in font-subset.ts or upgrading the font package;
 * `font-subset.test.ts` fails while the committed files are out of date.
 */
import { writeFile } from 'node:fs/promises';
import { fontFaceCss, fontFile, subsetInter } from './font-files';

await writeFile(fontFile, await subsetInter());
await writeFile('src/font-face.css', fontFaceCss());
console.log(`wrote ${fontFile} and src/font-face.css`);
