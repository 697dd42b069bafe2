import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { ContactHeader } from '@/app/shell/ContactHeader';
import { Footer } from '@/app/shell/Footer';
import { Header } from '@/app/shell/Header';
import { mainContentId } from '@/app/shell/SkipLink';

function Main() {
  return (
    <main id={mainContentId} tabIndex={-1} className="outline-none">
      {/* Pages are preloaded before hydration; this only shows during a slow client navigation. */}
      <Suspense fallback={<div className="min-h-screen" />}>
        <Outlet />
      </Suspense>
    </main>
  );
}

/** Home, about and 404: the full header with the site navigation. */
export function MainLayout() {
  return (
    <>
      <Header />
      <Main />
      <Footer />
    </>
  );
}

/** The contact page: the simplified header of docs/product.md §2. */
export function ContactLayout() {
  return (
    <>
      <ContactHeader />
      <Main />
      <Footer />
    </>
  );
}
