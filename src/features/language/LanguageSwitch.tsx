import { useLocation } from 'react-router';
import { tapEvent } from '@/features/analytics';
import { useLanguage, useT } from '@/i18n/I18nProvider';
import { htmlLang, type Language, languages } from '@/i18n/languages';
import { switchLanguagePath } from '@/routing/routes';
import { languageLinkAttribute } from './language-choice-script';

/**
 * PT | EN. Each option is a real link to the same page in that language (it works without
 * JavaScript and can be opened in a new tab); following it also stores the choice: the inline
 * script of every page does it for each click, before hydration and after
 * (`language-choice-script.ts`), so the page's code carries no store of its own.
 * A full page load is intended: every language version is its own prerendered page.
 */
export function LanguageSwitch() {
  const t = useT();
  const current = useLanguage();
  const { pathname, hash } = useLocation();

  return (
    <nav
      aria-label={t.layout.languageSwitch.label}
      className="flex items-center text-sm font-semibold"
    >
      {languages.map((language: Language, index) => (
        <span key={language} className="flex items-center">
          {index > 0 && (
            <span aria-hidden="true" className="px-1 text-slate-400">
              |
            </span>
          )}
          <a
            href={switchLanguagePath(pathname, language) + hash}
            hrefLang={htmlLang[language]}
            lang={htmlLang[language]}
            aria-current={language === current ? 'true' : undefined}
            // Read by the inline script that stores the choice.
            {...{ [languageLinkAttribute]: language }}
            // A switch to the other language is counted from the first paint (decision 364).
            {...(language !== current && tapEvent('language_switched'))}
            className={
              language === current
                ? 'rounded px-1.5 py-1 text-brand-700 underline decoration-2 underline-offset-4'
                : 'rounded px-1.5 py-1 text-slate-600 hover:text-brand-700'
            }
          >
            {language.toUpperCase()}
            {/* The name spoken starts with the code shown (WCAG 2.5.3, Label in Name). */}
            <span className="sr-only"> {t.layout.languageSwitch[language]}</span>
          </a>
        </span>
      ))}
    </nav>
  );
}
