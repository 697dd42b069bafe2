import { ArrowRight } from 'lucide-react';
import { moduleFeatures } from '@/content/module-features';
import type { ModuleId } from '@/content/modules';
import { useLocalized, useT } from '@/i18n/I18nProvider';

/**
 * A module's features where the dialog cannot open: without JavaScript. Drawn
 * only inside the card's <noscript>, whose children React renders on the server and never on
 * the client: the lists are in the HTML, never in the page's JavaScript.
 */
export default function ModuleFeaturesWithoutScript({ moduleId }: { moduleId: ModuleId }) {
  const t = useT().home.solutions;
  const localized = useLocalized();
  return (
    <details className="group mt-6">
      <summary className="inline-flex cursor-pointer list-none items-center gap-2 rounded-full px-4 py-2 text-sm font-semibold text-brand-800 ring-2 ring-brand-700 ring-inset">
        {t.explore}
        <ArrowRight aria-hidden="true" className="size-4 group-open:rotate-90" />
      </summary>
      <h4 className="mt-4 text-sm font-bold tracking-wider text-brand-800 uppercase">
        {t.dialog.featuresHeading}
      </h4>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700">
        {localized(moduleFeatures[moduleId]).map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
    </details>
  );
}
