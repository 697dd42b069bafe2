import { DemoBanner } from '@/features/demo';
import { AboutSolutions } from './AboutSolutions';

/**
 * The about page's sections after its story: the solutions carousel and the demo banner. They
 * load and hydrate when the visitor scrolls or they come on screen (see AboutPage).
 */
export default function AfterTheStory() {
  return (
    <>
      <AboutSolutions />
      <DemoBanner />
    </>
  );
}
