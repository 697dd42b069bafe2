/**
 * Build-time renderer: turns one URL into static HTML. Used by scripts/prerender.ts only.
 * Every lazy component is loaded first, so nothing suspends and the HTML holds the whole page.
 */
import type { ContactFormAnswer } from '@contract/contact-form-post';
import type { PrivacyRequestAnswer } from '@contract/privacy-request';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { preloadAllLazyComponents } from '@/components/lazy/lazy-with-preload';
import { ContactAnswerProvider } from '@/features/contact-answer';
import { PrivacyRequestAnswerProvider } from '@/features/privacy-request-answer';
import { App } from './App';

export { routeEntries } from '@/routing/routes';
export { manifestPath } from '@/seo/brand-assets';
export { structuredDataScript } from '@/seo/structured-data';
export { webManifest } from '@/seo/web-manifest';

/** A form's answer to draw the page with (a form POST's answer page), at most one. */
interface FormAnswers {
  contact?: ContactFormAnswer;
  privacyRequest?: PrivacyRequestAnswer;
}

export async function renderPage(url: string, answers: FormAnswers = {}): Promise<string> {
  await preloadAllLazyComponents();
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <ContactAnswerProvider answer={answers.contact}>
        <PrivacyRequestAnswerProvider answer={answers.privacyRequest}>
          <StaticRouter location={url}>
            <App />
          </StaticRouter>
        </PrivacyRequestAnswerProvider>
      </ContactAnswerProvider>
    </StrictMode>,
    // React outlines large Suspense boundaries into inline scripts by default; keep HTML plain.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  let html = '';
  for await (const chunk of prelude) html += chunk;
  return html;
}

/** The root's content without the tags React hoists, which the prerendered <head> holds. */
const withoutHoistedTags = (html: string) =>
  html.replace(/^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)*/, '');

/**
 * The contact page as the answer to its form sent without JavaScript: what goes
 * inside the page's root element. The server calls it, loading this build's bundle
 * (server/site/contact-answer-page.ts); the page's <head> is the prerendered one, so the tags
 * React hoists (title, meta, links) are left out here.
 */
export async function renderContactAnswer(url: string, answer: ContactFormAnswer) {
  return withoutHoistedTags(await renderPage(url, { contact: answer }));
}

/** The privacy page as the answer to its request form sent without JavaScript and refused. */
export async function renderPrivacyRequestAnswer(url: string, answer: PrivacyRequestAnswer) {
  return withoutHoistedTags(await renderPage(url, { privacyRequest: answer }));
}
