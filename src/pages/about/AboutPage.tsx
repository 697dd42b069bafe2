import { Suspense } from 'react';
import { lazyWithPreload } from '@/components/lazy/lazy-with-preload';
import { untilNearScreen } from '@/components/lazy/until-near-screen';
import { PageHead } from '@/seo/PageHead';
import { AboutBanner } from './AboutBanner';
import { AboutStory } from './AboutStory';
import { aboutSolutionsTitleId } from './section-ids';

/**
 * Every section is prerendered; the carousel's code (Embla and the module cards) is not part of
 * the first load: it loads and hydrates once the visitor scrolls or the carousel comes on screen
 * (docs/decisions/003-below-the-first-screen-on-demand.md). Until then React leaves its server HTML as it is.
 */
const afterTheStory = lazyWithPreload<object>(() =>
  untilNearScreen(aboutSolutionsTitleId).then(() => import('./AfterTheStory')),
);

/** The about page (docs/product.md §2): banner, the descriptive text, the solutions carousel, the demo banner. */
export default function AboutPage() {
  return (
    <>
      <PageHead page="about" />
      <AboutBanner />
      <AboutStory />
      <Suspense fallback={null}>
        <afterTheStory.Component />
      </Suspense>
    </>
  );
}
