import * as Dialog from '@radix-ui/react-dialog';
import { Check, X } from 'lucide-react';
import type { RefObject } from 'react';
import { Button } from '@/components/ui/Button';
import { useLockPageScroll } from '@/components/ui/use-lock-page-scroll';
import { moduleFeatures } from '@/content/module-features';
import { type ModuleId, modules } from '@/content/modules';
import { useLocalized, useT } from '@/i18n/I18nProvider';

export interface ModuleDialogProps {
  moduleId: ModuleId;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened the dialog; focus goes back to it on close. */
  opener: RefObject<HTMLButtonElement | null>;
}

/**
 * A module's features (docs/product.md §4). Radix closes it on Escape, an outside click, the Close button
 * and the corner icon, keeps focus inside while it is open and hides the page behind it from
 * assistive technology.
 */
export default function ModuleDialog({ moduleId, open, onOpenChange, opener }: ModuleDialogProps) {
  const t = useT().home.solutions.dialog;
  const localized = useLocalized();
  useLockPageScroll(open);
  const module = modules.find((candidate) => candidate.id === moduleId);
  if (!module) return null;
  const Icon = module.icon;

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        {/* Our own backdrop, not Radix's Overlay: that one locks scrolling by injecting a
            <style> element, which the Content-Security-Policy blocks. useLockPageScroll does it
            instead; outside clicks, the focus trap and hiding the page from assistive
            technology all belong to Dialog.Content. */}
        <div
          aria-hidden="true"
          data-state={open ? 'open' : 'closed'}
          className="dialog-overlay fixed inset-0 z-50 bg-navy-900/60"
        />
        <Dialog.Content
          // Radix returns focus to what had it before; a click does not focus a button in
          // every browser (Safari), so we name the opener explicitly.
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener.current?.focus();
          }}
          className="dialog-content fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl sm:p-8"
        >
          {/* First in the tab order: Radix focuses it on open, at the top of a long list. */}
          <Dialog.Close
            aria-label={t.closeIcon}
            className="absolute top-3 right-3 inline-flex size-11 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-ink"
          >
            <X aria-hidden="true" className="size-5" />
          </Dialog.Close>
          <div className="flex items-center gap-4 pr-10">
            <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-50">
              <Icon aria-hidden="true" className="size-6 text-brand-600" />
            </span>
            <Dialog.Title className="text-2xl font-extrabold text-ink">
              {localized(module.name)}
            </Dialog.Title>
          </div>
          <Dialog.Description className="mt-4 text-slate-700">
            {localized(module.description)}
          </Dialog.Description>
          <h3 className="mt-6 text-sm font-bold tracking-wider text-brand-800 uppercase">
            {t.featuresHeading}
          </h3>
          <ul className="mt-3 space-y-2">
            {localized(moduleFeatures[module.id]).map((feature) => (
              <li key={feature} className="flex gap-3 text-ink">
                <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                <span>{feature}</span>
              </li>
            ))}
          </ul>
          <div className="mt-8 flex justify-end">
            <Dialog.Close asChild>
              <Button variant="secondary">{t.close}</Button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
