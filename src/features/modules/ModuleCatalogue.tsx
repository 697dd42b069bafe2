import { startTransition, useRef, useState } from 'react';
import {
  earlyClickRegion,
  useReplayEarlyClicks,
} from '@/components/early-clicks/use-replay-early-clicks';
import { type ModuleId, modules } from '@/content/modules';
import { trackEvent } from '@/features/analytics';
import { toast } from '@/features/toasts';
import { useT } from '@/i18n/I18nProvider';
import { ModuleCard } from './ModuleCard';
import { moduleDialog } from './module-dialog';

/**
 * The grid of module cards (docs/product.md §2): one column on small screens, three on medium, four on
 * large; columns are 280 px wide wherever the row has room for them and narrow rather than
 * overflow where it does not. One dialog serves every card.
 */
export function ModuleCatalogue() {
  const t = useT().home.solutions.dialog;
  const opener = useRef<HTMLButtonElement | null>(null);
  // An "Explore" pressed before this part hydrated opens its dialog once it has.
  const cards = useRef<HTMLUListElement>(null);
  useReplayEarlyClicks(cards);
  // Null until the first click; then it keeps the last module so the dialog can animate out.
  const [dialog, setDialog] = useState<{ moduleId: ModuleId; open: boolean } | null>(null);

  const preloadDialog = () => {
    // A failed prefetch is retried by the click, which reports it.
    moduleDialog.preload().catch(() => {});
  };

  const explore = (moduleId: ModuleId, button: HTMLButtonElement) => {
    opener.current = button;
    moduleDialog.preload().then(
      () => {
        // A transition: the click's own frame paints first, then React renders the dialog in
        // slices, so its first render stays out of the click's interaction to next paint
        //.
        startTransition(() => setDialog({ moduleId, open: true }));
        trackEvent('module_opened', { module: moduleId });
      },
      () =>
        toast({
          title: t.loadError.title,
          description: t.loadError.description,
          variant: 'destructive',
        }),
    );
  };

  return (
    <>
      <ul
        ref={cards}
        {...earlyClickRegion}
        className="grid grid-cols-1 justify-center gap-6 sm:grid-cols-[minmax(0,28rem)] md:grid-cols-[repeat(3,minmax(0,280px))] lg:grid-cols-[repeat(4,minmax(0,280px))]"
      >
        {modules.map((module) => (
          <li key={module.id}>
            <ModuleCard module={module} onExplore={explore} onIntent={preloadDialog} />
          </li>
        ))}
      </ul>
      {dialog && (
        <moduleDialog.Component
          moduleId={dialog.moduleId}
          open={dialog.open}
          onOpenChange={(open) => setDialog({ moduleId: dialog.moduleId, open })}
          opener={opener}
        />
      )}
    </>
  );
}
