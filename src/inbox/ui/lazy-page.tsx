import { type ComponentType, lazy } from 'react';
import { useTexts } from '@/i18n/texts';
import { Message } from './Message';
import { inboxTexts } from './texts';

/** While a page's code is on its way. */
export function PageLoading() {
  const t = useTexts(inboxTexts);
  return (
    <main className="mx-auto max-w-6xl px-4 py-6">
      <p role="status">{t.loading}</p>
    </main>
  );
}

/** Shown in place of a page whose code could not be fetched, rather than a blank inbox. */
function PageLoadFailed() {
  const t = useTexts(inboxTexts);
  return (
    <main className="mx-auto max-w-6xl px-4 py-6">
      <Message text={t.pageFailed} />
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
