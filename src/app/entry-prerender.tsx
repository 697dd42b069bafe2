/**
 * Build-time renderer: turns one URL into static HTML. Used by scripts/prerender.ts only.
 * Every lazy component is loaded first, so nothing suspends and the HTML holds the whole page.
 */
import type { ContactFormAnswer } from '@contract/contact-form-post';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { preloadAllLazyComponents } from '@/components/lazy/lazy-with-preload';
import { ContactAnswerProvider } from '@/features/contact-answer';
import { App } from './App';

export { routeEntries } from '@/routing/routes';
export { manifestPath } from '@/seo/brand-assets';
export { structuredDataScript } from '@/seo/structured-data';
export { webManifest } from '@/seo/web-manifest';

export async function renderPage(url: string, contactAnswer?: ContactFormAnswer): Promise<string> {
  await preloadAllLazyComponents();
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <ContactAnswerProvider answer={contactAnswer}>
        <StaticRouter location={url}>
          <App />
        </StaticRouter>
      </ContactAnswerProvider>
    </StrictMode>,
    // React outlines large Suspense boundaries into inline scripts by default; keep HTML plain.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  let html = '';
  for await (const chunk of prelude) html += chunk;
  return html;
}

/**
 * The contact page as the answer to its form sent without JavaScript (issue 27.3): what goes
 * inside the page's root element. The server calls it, loading this build's bundle
 * (server/site/contact-answer-page.ts); the page's <head> is the prerendered one, so the tags
 * React hoists (title, meta, links) are left out here.
 */
export async function renderContactAnswer(url: string, answer: ContactFormAnswer) {
  const html = await renderPage(url, answer);
  return html.replace(/^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)*/, '');
}
