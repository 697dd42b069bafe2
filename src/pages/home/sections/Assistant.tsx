import { AssistantPromo } from '@/features/assistant';

/** The AI assistant promo; its anchor keeps the original site's name, `sara`. */
export function Assistant() {
  return (
    <section
      id="sara"
      aria-labelledby="sara-title"
      className="render-near-viewport bg-brand-50 py-20"
    >
      <AssistantPromo titleId="sara-title" />
    </section>
  );
}
