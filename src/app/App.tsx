import { Route, Routes } from 'react-router';
import { useHydrationMark } from '@/components/lazy/hydration-marks';
import { type Language, languages } from '@/i18n/languages';
import { languagePrefix, type PageId, pathFor } from '@/routing/routes';
import { LanguageRoot } from './LanguageRoot';
import { ContactLayout, MainLayout } from './layouts';
import { pages } from './pages';

/** A page's route under its language's prefix: `privacidade` in Portuguese, `privacy` in English. */
function routePath(page: PageId, language: Language) {
  return pathFor(page, language).slice(languagePrefix(language).length + 1);
}

/** The route tree: the same four pages (and a 404) under each language's prefix. */
export function App() {
  useHydrationMark('page');

  return (
    <Routes>
      {languages.map((language) => (
        <Route
          key={language}
          path={languagePrefix(language) || '/'}
          element={<LanguageRoot language={language} />}
        >
          <Route element={<MainLayout />}>
            <Route index element={<pages.home.Component />} />
            <Route path={routePath('about', language)} element={<pages.about.Component />} />
            <Route path={routePath('privacy', language)} element={<pages.privacy.Component />} />
            <Route path="*" element={<pages.notFound.Component />} />
          </Route>
          <Route element={<ContactLayout />}>
            <Route path={routePath('contact', language)} element={<pages.contact.Component />} />
          </Route>
        </Route>
      ))}
    </Routes>
  );
}
