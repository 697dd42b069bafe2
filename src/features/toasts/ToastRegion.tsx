import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { lazyWithPreload } from '@/components/lazy/lazy-with-preload';
import { useT } from '@/i18n/I18nProvider';
import { getServerToasts, getToasts, subscribeToToasts, toastHotkey } from './toast-store';

/**
 * The notifications area of every page (docs/product.md §2, §4).
 *
 * Radix Toast and its dependencies weigh about 10 KB gzipped, and most visits never show a
 * toast. So every page renders this light region instead: the same landmark Radix renders
 * ("Notifications (F8)"), reachable with F8. The first toast loads the Radix toaster, which
 * takes the region's place for the rest of the visit. Pages that will toast (the contact
 * form) call `preloadToaster()` so the first toast appears without waiting for the chunk.
 */
const radixToaster = lazyWithPreload<object>(() =>
  import('./Toaster').then(({ Toaster }) => ({ default: Toaster })),
);

export const preloadToaster = radixToaster.preload;

export function ToastRegion() {
  const toasts = useSyncExternalStore(subscribeToToasts, getToasts, getServerToasts);
  const [needed, setNeeded] = useState(false);

  useEffect(() => {
    if (toasts.length > 0) setNeeded(true);
  }, [toasts.length]);

  return needed || toasts.length > 0 ? <radixToaster.Component /> : <EmptyToastRegion />;
}

/** What Radix's viewport renders with no toast in it, and its F8 hotkey. */
function EmptyToastRegion() {
  const t = useT();
  const listRef = useRef<HTMLOListElement>(null);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.code === toastHotkey) listRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    // biome-ignore lint/a11y/useSemanticElements: Radix's landmark is a div with role region; this mirrors it
    <div
      role="region"
      aria-label={t.layout.toasts.viewportLabel.replace('{hotkey}', toastHotkey)}
      tabIndex={-1}
      className="pointer-events-none"
    >
      <ol
        ref={listRef}
        tabIndex={-1}
        className="fixed right-0 bottom-0 z-[100] m-0 flex w-full max-w-[420px] list-none flex-col gap-2 p-4 outline-none"
      />
    </div>
  );
}
