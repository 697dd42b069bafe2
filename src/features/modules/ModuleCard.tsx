import { ArrowRight } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/Button';
import type { Module, ModuleId } from '@/content/modules';
import { useLocalized, useT } from '@/i18n/I18nProvider';
import { moduleFeaturesWithoutScript } from './module-dialog';

interface ModuleCardProps {
  module: Module;
  onExplore: (id: ModuleId, opener: HTMLButtonElement) => void;
  /** The pointer or focus is on the button: a good moment to fetch the dialog. */
  onIntent: () => void;
}

/** A module of the suite: orange icon, name, description and the button to its features. */
export function ModuleCard({ module, onExplore, onIntent }: ModuleCardProps) {
  const t = useT();
  const localized = useLocalized();
  const titleId = useId();
  const Icon = module.icon;
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full min-h-[340px] flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md"
    >
      <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50">
        <Icon aria-hidden="true" className="size-6 text-brand-600" />
      </span>
      <h3 id={titleId} className="mt-5 text-lg font-bold text-ink">
        {localized(module.name)}
      </h3>
      <p className="mt-3 flex-1 text-slate-700">{localized(module.description)}</p>
      <Button
        variant="secondary"
        size="sm"
        // Without JavaScript the list below stands in for the dialog this button opens.
        className="mt-6 self-start noscript:hidden"
        aria-describedby={titleId}
        onPointerEnter={onIntent}
        onFocus={onIntent}
        onClick={(event) => onExplore(module.id, event.currentTarget)}
      >
        {t.home.solutions.explore}
        <ArrowRight aria-hidden="true" className="size-4" />
      </Button>
      <noscript>
        <moduleFeaturesWithoutScript.Component moduleId={module.id} />
      </noscript>
    </article>
  );
}
