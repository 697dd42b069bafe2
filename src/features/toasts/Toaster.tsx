import * as RadixToast from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { useT } from '@/i18n/I18nProvider';
import {
  dismissToast,
  getServerToasts,
  getToasts,
  subscribeToToasts,
  toastHotkey,
} from './toast-store';

/** Radix defaults match docs/product.md (§4, §9): 5000 ms, swipe right past 50 px, F8. */
const toastDurationMs = 5000;

const variantClasses = {
  default: 'border-slate-200 bg-white text-ink',
  destructive: 'border-red-800 bg-red-700 text-white',
};

/** The focus ring must stand out from the toast's own colour (WCAG 2.4.7, 1.4.11). */
const closeFocusClasses = {
  default: 'focus-visible:outline-brand-700',
  destructive: 'focus-visible:outline-white',
};

/** The notifications area of every page and the toasts in it. */
export function Toaster() {
  const t = useT();
  const toasts = useSyncExternalStore(subscribeToToasts, getToasts, getServerToasts);

  return (
    <RadixToast.Provider
      duration={toastDurationMs}
      swipeDirection="right"
      swipeThreshold={50}
      label={t.layout.toasts.itemLabel}
    >
      {toasts.map((item) => (
        <RadixToast.Root
          key={item.id}
          open={item.open}
          onOpenChange={(open) => {
            if (!open) dismissToast(item.id);
          }}
          // Every toast answers something the visitor just did: announce it right away
          // (assertive), as Radix advises for the results of user actions.
          type="foreground"
          className={`toast relative flex w-full items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg ${variantClasses[item.variant]}`}
          data-variant={item.variant}
        >
          <div className="grid gap-1">
            <RadixToast.Title className="font-semibold">{item.title}</RadixToast.Title>
            {/* Radix announces the toast's text nodes joined as they are: keep a space between. */}
            <> </>
            {item.description && (
              <RadixToast.Description className="text-sm opacity-90">
                {item.description}
              </RadixToast.Description>
            )}
          </div>
          <RadixToast.Close
            aria-label={t.layout.toasts.close}
            className={`absolute top-2 right-2 rounded-md p-1 opacity-80 hover:opacity-100 focus-visible:opacity-100 ${closeFocusClasses[item.variant]}`}
          >
            <X aria-hidden="true" className="size-4" />
          </RadixToast.Close>
        </RadixToast.Root>
      ))}
      <RadixToast.Viewport
        hotkey={[toastHotkey]}
        label={t.layout.toasts.viewportLabel}
        className="fixed right-0 bottom-0 z-[100] m-0 flex w-full max-w-[420px] list-none flex-col gap-2 p-4 outline-none"
      />
    </RadixToast.Provider>
  );
}
