import { type ComponentType, lazy } from 'react';
import { useInbox } from './inbox-context';
import { inboxNavTexts } from './nav-texts';
import { errorClass } from './styles';

/** While a page's code is on its way. */
export function PageLoading() {
  const { t } = useInbox();
  return (
    <main className="mx-auto max-w-6xl px-4 py-6">
      <p role="status">{t.loading}</p>
    </main>
  );
}

/** Shown in place of a page whose code could not be fetched, rather than a blank inbox. */
function PageLoadFailed() {
  const { language } = useInbox();
  return (
    <main className="mx-auto max-w-6xl px-4 py-6">
      <p className={errorClass} role="alert">
        {inboxNavTexts[language].pageFailed}
      </p>
    </main>
  );
}

/**
 * A page of the inbox loaded on its first visit (its own chunk), so the list's first load
 * carries none of it.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  return lazy(() => load().catch(() => ({ default: PageLoadFailed })));
}
