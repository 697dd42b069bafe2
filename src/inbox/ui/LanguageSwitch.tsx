import { type Language, languages } from '@contract/languages';
import { useLanguage } from '@/i18n/language-context';
import { useTexts } from '@/i18n/texts';
import { inboxTexts } from './texts';

/** PT | EN, the current one pressed (the inbox's header and a shared insights link's). */
export function LanguageSwitch({ setLanguage }: { setLanguage: (language: Language) => void }) {
  const t = useTexts(inboxTexts);
  const language = useLanguage();
  return (
    <nav aria-label={t.languageLabel} className="flex items-center text-sm font-semibold">
      {languages.map((option, index) => (
        <span key={option} className="flex items-center">
          {index > 0 && (
            <span aria-hidden="true" className="px-1 text-slate-500">
              |
            </span>
          )}
          <button
            type="button"
            lang={option === 'pt' ? 'pt-BR' : 'en'}
            aria-pressed={option === language}
            onClick={() => setLanguage(option)}
            className={
              option === language
                ? 'rounded px-1.5 py-1 text-brand-700 underline decoration-2 underline-offset-4'
                : 'rounded px-1.5 py-1 text-slate-700 hover:text-brand-700'
            }
          >
            {option.toUpperCase()}
            <span className="sr-only"> {t.languageNames[option]}</span>
          </button>
        </span>
      ))}
    </nav>
  );
}
