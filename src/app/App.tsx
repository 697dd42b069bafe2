import { useEffect } from 'react';
import { Route, Routes } from 'react-router';
import { languages } from '@/i18n/languages';
import { LanguageRoot } from './LanguageRoot';
import { ContactLayout, MainLayout } from './layouts';
import { pages } from './pages';
import { languagePrefix } from './routes';

/** The route tree: the same three pages (and a 404) under each language's prefix. */
export function App() {
  // Marks the page interactive; end-to-end tests wait for it before using the page.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);

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
            <Route path="about" element={<pages.about.Component />} />
            <Route path="*" element={<pages.notFound.Component />} />
          </Route>
          <Route element={<ContactLayout />}>
            <Route path="contact" element={<pages.contact.Component />} />
          </Route>
        </Route>
      ))}
    </Routes>
  );
}
