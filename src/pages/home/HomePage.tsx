import { PageHead } from '../../app/PageHead';
import { ScrollToGoTo } from '../../features/navigation/ScrollToGoTo';
import { Hero } from './sections/Hero';
import { PlaceholderSection } from './sections/PlaceholderSection';
import { Solutions } from './sections/Solutions';

/** The home page: its sections in the order of spec §2, each a scroll anchor. */
export default function HomePage() {
  return (
    <>
      <PageHead page="home" />
      <ScrollToGoTo />
      <Hero />
      <Solutions />
      <PlaceholderSection id="stats" />
      <PlaceholderSection id="clients" />
      <PlaceholderSection id="demo" />
      <PlaceholderSection id="sara" />
    </>
  );
}
