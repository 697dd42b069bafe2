import { useT } from '@/i18n/I18nProvider';

export const mainContentId = 'main-content';

/** First focusable element of every page: jumps past the header to the main content. */
export function SkipLink() {
  const t = useT();
  return (
    <a
      href={`#${mainContentId}`}
      className="sr-only z-50 rounded-md bg-brand-700 px-4 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      {t.layout.skipToContent}
    </a>
  );
}
