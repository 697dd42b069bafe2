import { aboutParagraphs } from '@/content/about';
import { useLocalized, useT } from '@/i18n/I18nProvider';

/** The descriptive text: paragraphs flowing in two columns on wide screens. */
export function AboutStory() {
  const t = useT().about;
  const localized = useLocalized();
  return (
    <section aria-labelledby="about-story-title" className="render-near-viewport py-16 lg:py-20">
      <div className="mx-auto max-w-7xl px-4 lg:px-8">
        <h2 id="about-story-title" className="text-3xl font-extrabold text-ink sm:text-4xl">
          {t.storyTitle}
        </h2>
        <div className="mt-8 gap-12 text-lg leading-relaxed text-slate-700 lg:columns-2">
          {localized(aboutParagraphs).map((paragraph) => (
            <p key={paragraph} className="mb-6 break-inside-avoid">
              {paragraph}
            </p>
          ))}
        </div>
      </div>
    </section>
  );
}
