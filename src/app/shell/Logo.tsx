import { site } from '@/content/site';

/** The brand mark: an orange route glyph and the brand name as real text. */
export function Logo({ inverted = false }: { inverted?: boolean }) {
  return (
    <span
      className={`flex items-center gap-2 whitespace-nowrap text-base font-extrabold sm:text-lg tracking-tight ${inverted ? 'text-white' : 'text-ink'}`}
    >
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="var(--color-brand-600)" />
        <path
          d="M8 22c4 0 4-12 8-12s4 12 8 12"
          fill="none"
          stroke="#fff"
          strokeWidth="3"
          strokeLinecap="round"
        />
        <circle cx="8" cy="22" r="2.5" fill="#fff" />
        <circle cx="24" cy="22" r="2.5" fill="#fff" />
      </svg>
      {site.brandName}
    </span>
  );
}
