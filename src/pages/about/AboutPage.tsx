import { DemoBanner } from '@/features/demo';
import { PageHead } from '@/seo/PageHead';
import { AboutBanner } from './AboutBanner';
import { AboutSolutions } from './AboutSolutions';
import { AboutStory } from './AboutStory';

/** The about page (docs/product.md §2): banner, the descriptive text, the solutions carousel, the demo banner. */
export default function AboutPage() {
  return (
    <>
      <PageHead page="about" />
      <AboutBanner />
      <AboutStory />
      <AboutSolutions />
      <DemoBanner />
    </>
  );
}
