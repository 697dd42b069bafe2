import { useCallback, useEffect, useRef, useState } from 'react';
import type { CarouselMotion, RunningCarousel } from './create-carousel';

/** Embla starts once the carousel is this close to the screen (half a screen height). */
const startMargin = '50% 0px';

function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * State and controls of an auto-playing carousel whose slides are already in the page.
 *
 * Embla loads only when the carousel nears the screen, or when the visitor uses a control.
 * Autoplay is on unless the visitor prefers reduced motion; the play/pause button can always
 * change it (WCAG 2.2.2), and `playing` follows Embla's own events, so dragging a slide,
 * which stops autoplay, shows on the button too.
 */
export function useCarousel(
  { transitionMs, autoplayDelayMs, fade = false }: CarouselMotion,
  slideCount: number,
) {
  const viewportRef = useRef<HTMLDivElement>(null);
  const running = useRef<RunningCarousel | null>(null);
  const start = useRef<() => void>(() => {});
  // What the visitor wants, remembered while Embla is still loading.
  const wantsToPlay = useRef(true);
  const pendingIndex = useRef<number | null>(null);
  const [playing, setPlaying] = useState(true);
  const [selectedIndex, setSelectedIndex] = useState(0);
  const [snapCount, setSnapCount] = useState(slideCount);

  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    const reducedMotion = prefersReducedMotion();
    if (reducedMotion) {
      wantsToPlay.current = false;
      setPlaying(false);
    }

    let disposed = false;
    let started = false;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) start.current();
      },
      { rootMargin: startMargin },
    );

    start.current = () => {
      if (started) return;
      started = true;
      observer.disconnect();
      import('./create-carousel')
        .then(({ createCarousel }) =>
          createCarousel(
            viewport,
            { transitionMs, autoplayDelayMs, fade },
            { playOnInit: wantsToPlay.current, reducedMotion },
          ),
        )
        .then((carousel) => {
          if (disposed) {
            carousel.embla.destroy();
            return;
          }
          running.current = carousel;
          const { embla, autoplay } = carousel;
          // Paused (or played) while Embla was loading: what the visitor chose last wins.
          if (wantsToPlay.current !== autoplay.isPlaying()) {
            if (wantsToPlay.current) autoplay.play();
            else autoplay.stop();
          }
          setSnapCount(embla.scrollSnapList().length);
          setSelectedIndex(embla.selectedScrollSnap());
          embla.on('select', () => setSelectedIndex(embla.selectedScrollSnap()));
          embla.on('autoplay:play', () => setPlaying(true));
          embla.on('autoplay:stop', () => setPlaying(false));
          if (pendingIndex.current !== null) embla.scrollTo(pendingIndex.current);
        });
    };
    observer.observe(viewport);

    return () => {
      disposed = true;
      observer.disconnect();
      running.current?.embla.destroy();
      running.current = null;
    };
  }, [transitionMs, autoplayDelayMs, fade]);

  const togglePlaying = useCallback(() => {
    const carousel = running.current;
    if (!carousel) {
      wantsToPlay.current = !wantsToPlay.current;
      setPlaying(wantsToPlay.current);
      start.current();
      return;
    }
    if (carousel.autoplay.isPlaying()) carousel.autoplay.stop();
    else carousel.autoplay.play();
  }, []);

  const goTo = useCallback((index: number) => {
    const carousel = running.current;
    if (!carousel) {
      pendingIndex.current = index;
      start.current();
      return;
    }
    carousel.embla.scrollTo(index);
    // The chosen slide gets its full time on screen.
    carousel.autoplay.reset();
  }, []);

  return { viewportRef, playing, selectedIndex, snapCount, togglePlaying, goTo };
}
