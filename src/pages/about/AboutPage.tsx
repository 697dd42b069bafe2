import { PageHead } from '@/app/PageHead';
import { DemoBanner } from '@/features/demo/DemoBanner';
import { AboutBanner } from './AboutBanner';
import { AboutSolutions } from './AboutSolutions';
import { AboutStory } from './AboutStory';

/** The about page (spec §2): banner, the descriptive text, the solutions carousel, the demo banner. */
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
