import { type RefObject, useEffect, useLayoutEffect } from 'react';
import {
  earlyClickQueueName,
  earlyClickRegionAttribute,
  liveRegionAttribute,
} from './early-clicks-script';

type WindowWithQueue = Window & { [earlyClickQueueName]?: HTMLElement[] };

/** The props that mark an element as a region whose early clicks are queued. */
export const earlyClickRegion = { [earlyClickRegionAttribute]: '' } as const;

/**
 * Brings a region's early clicks to life: once the component holding `region` has hydrated,
 * its region is marked alive (in the same commit, so no click can fall between the two), then
 * the clicks the inline script queued inside it are replayed, in order, on their buttons.
 */
export function useReplayEarlyClicks(region: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    region.current?.setAttribute(liveRegionAttribute, '');
  }, [region]);

  useEffect(() => {
    const element = region.current;
    const queue = (window as WindowWithQueue)[earlyClickQueueName];
    if (!element || !queue) return;
    const mine = queue.filter((button) => element.contains(button));
    if (mine.length === 0) return;
    (window as WindowWithQueue)[earlyClickQueueName] = queue.filter(
      (button) => !mine.includes(button),
    );
    for (const button of mine) button.click();
  }, [region]);
}
