/**
 * Build-time renderer: turns one URL into static HTML. Used by scripts/prerender.ts only.
 * Every lazy component is loaded first, so nothing suspends and the HTML holds the whole page.
 */

import type { BookingPageData } from '@contract/booking';
import type { ContactFormAnswer } from '@contract/contact-form-post';
import type { HomeContent } from '@contract/content/home';
import type { PrivacyRequestAnswer } from '@contract/privacy-request';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { preloadAllLazyComponents } from '@/components/lazy/lazy-with-preload';
import { contentPatchElement, restoreBuiltContent } from '@/content/content-patch';
import { applyHomeContent, homeContentOf } from '@/content/home-content';
import { BookingDataProvider } from '@/features/booking-data';
import { ContactAnswerProvider } from '@/features/contact-answer';
import { PrivacyRequestAnswerProvider } from '@/features/privacy-request-answer';
import { type Language, languages } from '@/i18n/languages';
import { languageOfPath } from '@/routing/routes';
import { structuredDataScript } from '@/seo/structured-data';
import { App } from './App';

export { routeEntries } from '@/routing/routes';
export { manifestPath } from '@/seo/brand-assets';
export { webManifest } from '@/seo/web-manifest';
export { structuredDataScript };

/** A form's answer to draw the page with (a form POST's answer page), at most one. */
interface FormAnswers {
  contact?: ContactFormAnswer;
  privacyRequest?: PrivacyRequestAnswer;
  /** The booking page's slots and answer, drawn on every request (decision 474). */
  booking?: BookingPageData;
}

/** The published documents by language (decision 401); none: the build's own content. */
interface PublishedContent {
  home: HomeContent | null;
}
const publishedContent: Partial<Record<Language, PublishedContent>> = {};

/** The build's content, per language: what a fresh database is seeded with. */
export function builtContent(): Record<'home', Record<Language, HomeContent>> {
  restoreBuiltContent();
  return {
    home: Object.fromEntries(
      languages.map((language) => [language, homeContentOf(language)]),
    ) as Record<Language, HomeContent>,
  };
}

/** What the server's pages of a language show from now on (server/site/live-pages.ts). */
export function setPublishedContent(language: Language, content: PublishedContent) {
  publishedContent[language] = content;
}

/** The objects drawn from hold the build's content, then the URL's language's published one. */
function drawWithContentOf(url: string, built = false) {
  restoreBuiltContent();
  const language = languageOfPath(url.split('?')[0] ?? '/');
  const home = built ? null : publishedContent[language]?.home;
  if (home) applyHomeContent(language, home);
  return language;
}

/**
 * A page as the server serves it after a publish: the same rendering as the build's, its
 * JSON-LD, and the published content it was drawn with for its hydration (decision 401).
 * `built`: drawn with the build's own content, to find its parts in the built file.
 */
export function renderLivePage(url: string, built = false) {
  return oneAtATime(() => drawLivePage(url, built));
}

/**
 * The content lives in the objects the components read, so a drawing holds them until it is
 * done: renders run one after the other, never interleaved.
 */
let renders: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(render: () => Promise<T>): Promise<T> {
  const next = renders.then(render);
  renders = next.catch(() => undefined);
  return next;
}

async function drawLivePage(url: string, built: boolean) {
  await preloadAllLazyComponents();
  const language = drawWithContentOf(url, built);
  const html = await renderRoot(url, {});
  const head = html.match(/^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)*/)?.[0] ?? '';
  return {
    head,
    body: html.slice(head.length),
    structuredData: structuredDataScript(language),
    contentData: contentPatchElement(),
  };
}

export function renderPage(url: string, answers: FormAnswers = {}): Promise<string> {
  return oneAtATime(async () => {
    await preloadAllLazyComponents();
    drawWithContentOf(url);
    return renderRoot(url, answers);
  });
}

async function renderRoot(url: string, answers: FormAnswers): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <ContactAnswerProvider answer={answers.contact}>
        <PrivacyRequestAnswerProvider answer={answers.privacyRequest}>
          <BookingDataProvider data={answers.booking}>
            <StaticRouter location={url}>
              <App />
            </StaticRouter>
          </BookingDataProvider>
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

/** The booking page with its live slots or its form's answer (decision 474). */
export async function renderBookingPage(url: string, data: BookingPageData) {
  return withoutHoistedTags(await renderPage(url, { booking: data }));
}
