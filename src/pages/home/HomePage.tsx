import { Suspense } from 'react';
import { lazyWithPreload } from '@/components/lazy/lazy-with-preload';
import { untilNearScreen } from '@/components/lazy/until-near-screen';
import { PageHead } from '@/seo/PageHead';
import { Hero } from './sections/Hero';

/**
 * Every section is prerendered, but only the hero's code is part of the first load: the code
 * of the sections after it (module cards and dialog trigger, statistics, logos, promo) loads
 * and hydrates when the visitor scrolls or the modules come on screen. Until then React leaves their server
 * HTML as it is, so the visitor sees the whole page at once.
 */
const belowTheHero = lazyWithPreload<object>(() =>
  untilNearScreen('solutions').then(() => import('./BelowTheHero')),
);

/** The home page: its sections in the order of docs/product.md §2, each a scroll anchor. */
export default function HomePage() {
  return (
    <>
      <PageHead page="home" />
      <Hero />
      {/* Its own boundary: while this part waits for its code, the hero is already live. */}
      <Suspense fallback={null}>
        <belowTheHero.Component />
      </Suspense>
    </>
  );
}
