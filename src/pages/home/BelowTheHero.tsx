import { useHydrationMark } from '@/components/lazy/hydration-marks';
import { DemoBanner } from '@/features/demo';
import { ScrollToGoTo } from '@/features/navigation';
import { Assistant } from './sections/Assistant';
import { Clients } from './sections/Clients';
import { Solutions } from './sections/Solutions';
import { Stats } from './sections/Stats';

/**
 * The home sections after the hero: modules, statistics, clients, demo and the AI assistant.
 * They hydrate together once the visitor scrolls or reaches them (see HomePage). The `goTo` scroll lives
 * here too, so after a client-side navigation it runs once every anchor is in the page.
 */
export default function BelowTheHero() {
  useHydrationMark('homeSections');

  return (
    <>
      <Solutions />
      <Stats />
      <Clients />
      <DemoBanner id="demo" />
      <Assistant />
      <ScrollToGoTo />
    </>
  );
}
