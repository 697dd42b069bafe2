import { useEffect, useRef } from 'react';
import type { StatSlide } from '@/content/stats';
import { useLanguage, useLocalized, useT } from '@/i18n/I18nProvider';
import { formatNumber } from './format-number';

interface StatSlideViewProps {
  slide: StatSlide;
  index: number;
  total: number;
  /** Whether the carousel is playing: a background video only moves while it does. */
  playing: boolean;
}

/** One full-width statistic: the claim as text over a dark backdrop or a muted video. */
export function StatSlideView({ slide, index, total, playing }: StatSlideViewProps) {
  const t = useT();
  const language = useLanguage();
  const localized = useLocalized();
  const Icon = slide.icon;
  return (
    // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern; <fieldset> is for form controls
    <div
      role="group"
      aria-roledescription={t.layout.carousel.slideRoleDescription}
      aria-label={t.layout.carousel.slideLabel(index + 1, total)}
      className="relative flex h-[600px] min-w-0 shrink-0 grow-0 basis-full items-center justify-center overflow-hidden bg-gradient-to-br from-navy-800 to-navy-900"
    >
      {slide.video ? (
        <BackgroundVideo video={slide.video} playing={playing} />
      ) : (
        <Icon
          aria-hidden="true"
          strokeWidth={0.75}
          className="absolute -right-20 -bottom-20 size-[420px] text-white/[0.04] sm:right-0 sm:size-[560px]"
        />
      )}
      <p className="relative mx-auto flex max-w-4xl flex-col items-center px-6 text-center">
        <span className="text-xl font-medium text-slate-200 sm:text-2xl">
          {localized(slide.lead)}
        </span>{' '}
        <span className="mt-4 text-6xl font-extrabold tracking-tight text-brand-400 tabular-nums sm:text-8xl">
          {formatNumber(slide.value, language)}
        </span>{' '}
        <span className="mt-4 text-2xl font-bold text-white sm:text-4xl">
          {localized(slide.unit)}
        </span>
      </p>
    </div>
  );
}

/** Decorative, muted and looping; played only while the carousel plays. */
function BackgroundVideo({
  video,
  playing,
}: {
  video: NonNullable<StatSlide['video']>;
  playing: boolean;
}) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    // React does not write `muted` into server HTML; it must be set before playing.
    element.muted = true;
    // A browser may refuse to play (data saver, power saving): the poster stays, which is fine.
    if (playing) element.play().catch(() => {});
    else element.pause();
  }, [playing]);
  return (
    <video
      ref={ref}
      aria-hidden="true"
      tabIndex={-1}
      muted
      loop
      playsInline
      preload="none"
      poster={video.poster}
      className="absolute inset-0 size-full object-cover opacity-40"
    >
      <source src={video.src} type={video.type} />
    </video>
  );
}
