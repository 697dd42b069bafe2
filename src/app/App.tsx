import { Route, Routes } from 'react-router';
import { useHydrationMark } from '@/components/lazy/hydration-marks';
import { type Language, languages } from '@/i18n/languages';
import { languagePrefix, type PageId, pageIds, pathFor } from '@/routing/routes';
import { LanguageRoot } from './LanguageRoot';
import { ContactLayout, MainLayout } from './layouts';
import { pages } from './pages';

/** A page's route under its language's prefix: `privacidade` in Portuguese, `privacy` in English. */
function routePath(page: PageId, language: Language) {
  return pathFor(page, language).slice(languagePrefix(language).length + 1);
}

/** The contact page has its simplified header (docs/product.md §2); every other the full one. */
const withContactLayout = (page: PageId) => page === 'contact';

/** Each page of the route table, under its language: the home page at the prefix itself. */
function pageRoutes(language: Language, contactLayout: boolean) {
  return pageIds
    .filter((page) => withContactLayout(page) === contactLayout)
    .map((page) => {
      const Page = pages[page].Component;
      const path = routePath(page, language);
      return path ? (
        <Route key={page} path={path} element={<Page />} />
      ) : (
        <Route key={page} index element={<Page />} />
      );
    });
}

/** The route tree: every page of the route table (and a 404) under each language's prefix. */
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
            {pageRoutes(language, false)}
            <Route path="*" element={<pages.notFound.Component />} />
          </Route>
          <Route element={<ContactLayout />}>{pageRoutes(language, true)}</Route>
        </Route>
      ))}
    </Routes>
  );
}
