import { Pause, Play } from 'lucide-react';
import { useRef } from 'react';
import {
  earlyClickRegion,
  useReplayEarlyClicks,
} from '@/components/early-clicks/use-replay-early-clicks';
import { useT } from '@/i18n/I18nProvider';

/** Light controls sit on dark slides (statistics), dark controls on a light page (about). */
type ControlTone = 'light' | 'dark';

const tones: Record<ControlTone, { button: string; dot: string; activeDot: string }> = {
  light: {
    button: 'bg-white/15 text-white ring-1 ring-white/60 hover:bg-white/25',
    dot: 'bg-white/50',
    activeDot: 'bg-white',
  },
  dark: {
    button: 'bg-white text-ink ring-1 ring-slate-400 hover:bg-slate-100',
    dot: 'bg-slate-500',
    activeDot: 'bg-brand-700',
  },
};

interface CarouselControlsProps {
  count: number;
  selectedIndex: number;
  playing: boolean;
  onSelect: (index: number) => void;
  onTogglePlaying: () => void;
  tone: ControlTone;
  className?: string;
}

/**
 * Dots to pick a slide and the visible pause/play button that every auto-moving carousel
 * needs (WCAG 2.2.2). The button's name says what pressing it does.
 */
export function CarouselControls({
  count,
  selectedIndex,
  playing,
  onSelect,
  onTogglePlaying,
  tone,
  className = '',
}: CarouselControlsProps) {
  const t = useT().layout.carousel;
  const colors = tones[tone];
  // A dot or the pause button pressed before the carousel hydrated takes effect once it has.
  const controls = useRef<HTMLDivElement>(null);
  useReplayEarlyClicks(controls);
  return (
    <div
      ref={controls}
      {...earlyClickRegion}
      // Without JavaScript they could do nothing: the slides scroll by hand instead.
      className={`flex items-center justify-center gap-3 noscript:hidden ${className}`}
    >
      <button
        type="button"
        onClick={onTogglePlaying}
        aria-label={playing ? t.pause : t.play}
        title={playing ? t.pause : t.play}
        className={`inline-flex size-11 shrink-0 items-center justify-center rounded-full transition-colors ${colors.button}`}
      >
        {playing ? (
          <Pause aria-hidden="true" className="size-5" />
        ) : (
          <Play aria-hidden="true" className="size-5" />
        )}
      </button>
      <ul className="flex flex-wrap items-center justify-center">
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a dot is its position
          <li key={index}>
            <button
              type="button"
              onClick={() => onSelect(index)}
              aria-label={t.goToSlide(index + 1, count)}
              aria-current={index === selectedIndex ? 'true' : undefined}
              className="group inline-flex size-6 items-center justify-center rounded-full"
            >
              <span
                aria-hidden="true"
                className={`block rounded-full transition-all ${
                  index === selectedIndex
                    ? `h-2.5 w-5 ${colors.activeDot}`
                    : `size-2.5 ${colors.dot}`
                }`}
              />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
