/**
 * Build-time renderer: turns one URL into static HTML. Used by scripts/prerender.ts only.
 * Every lazy component is loaded first, so nothing suspends and the HTML holds the whole page.
 */
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { preloadAllLazyComponents } from '@/components/lazy/lazy-with-preload';
import { App } from './App';

export { routeEntries } from '@/routing/routes';
export { manifestPath } from '@/seo/brand-assets';
export { structuredDataScript } from '@/seo/structured-data';
export { webManifest } from '@/seo/web-manifest';

export async function renderPage(url: string): Promise<string> {
  await preloadAllLazyComponents();
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <StaticRouter location={url}>
        <App />
      </StaticRouter>
    </StrictMode>,
    // React outlines large Suspense boundaries into inline scripts by default; keep HTML plain.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  let html = '';
  for await (const chunk of prelude) html += chunk;
  return html;
}
