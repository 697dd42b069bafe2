/**
 * Starts Embla on a carousel the page already shows. Only imported dynamically (see
 * useCarousel): Embla and its plugins load when a carousel comes near the screen, so they
 * never weigh on a page's first load, while the slides are in the prerendered HTML all along.
 */
import EmblaCarousel, { type EmblaCarouselType } from 'embla-carousel';
import Autoplay, { type AutoplayType } from 'embla-carousel-autoplay';
import { emblaDuration } from './embla-duration';

export interface CarouselMotion {
  /** How long moving (or fading) to the next slide takes. */
  transitionMs: number;
  /** How long each slide stays before autoplay moves on. */
  autoplayDelayMs: number;
  /** Slides cross-fade in place instead of sliding. */
  fade?: boolean;
}

export interface RunningCarousel {
  embla: EmblaCarouselType;
  autoplay: AutoplayType;
}

export async function createCarousel(
  viewport: HTMLElement,
  motion: CarouselMotion,
  { playOnInit, reducedMotion }: { playOnInit: boolean; reducedMotion: boolean },
): Promise<RunningCarousel> {
  const fade = motion.fade ? (await import('embla-carousel-fade')).default() : undefined;
  const autoplay = Autoplay({
    delay: motion.autoplayDelayMs,
    playOnInit,
    // Hovering does not pause (docs/product.md §9); dragging or focusing a slide stops it, like the button.
    stopOnMouseEnter: false,
    stopOnInteraction: true,
  });
  const embla = EmblaCarousel(
    viewport,
    {
      loop: true,
      // Slides line up from the left edge, as the prerendered HTML shows them: nothing moves on start.
      align: 'start',
      duration: reducedMotion ? 0 : emblaDuration(motion.transitionMs),
    },
    fade ? [autoplay, fade] : [autoplay],
  );
  return { embla, autoplay };
}
