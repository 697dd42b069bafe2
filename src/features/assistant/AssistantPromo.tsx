import { Check, ExternalLink } from 'lucide-react';
import chatIllustration from '@/assets/assistant/chat.svg?no-inline';
import { ButtonAnchor, ButtonLink } from '@/components/ui/Button';
import { assistantPromo } from '@/content/assistant';
import { site } from '@/content/site';
import { useLanguage, useLocalized, useT } from '@/i18n/I18nProvider';
import { pathFor } from '@/routing/routes';

/** The promo of the AI assistant (docs/product.md §2): its own site opens in a new window. */
export function AssistantPromo({ titleId }: { titleId: string }) {
  const t = useT();
  const text = t.home.assistant;
  const language = useLanguage();
  const localized = useLocalized();
  return (
    <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 lg:grid-cols-2 lg:px-8">
      <div>
        <p className="font-semibold tracking-wider text-brand-800 uppercase">{text.label}</p>
        <h2 id={titleId} className="mt-3 text-3xl font-extrabold text-ink sm:text-4xl">
          {localized(assistantPromo.title)}
        </h2>
        <p className="mt-5 text-lg text-slate-700">{localized(assistantPromo.description)}</p>
        <ul className="mt-6 space-y-3">
          {localized(assistantPromo.points).map((point) => (
            <li key={point} className="flex gap-3 text-ink">
              <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
              {point}
            </li>
          ))}
        </ul>
        <div className="mt-8 flex flex-wrap gap-4">
          <ButtonAnchor href={site.assistant.href} target="_blank" rel="noopener noreferrer">
            {text.learnMore}
            <ExternalLink aria-hidden="true" className="size-4" />
            <span className="sr-only">{t.layout.footer.opensInNewTab}</span>
          </ButtonAnchor>
          <ButtonLink to={pathFor('contact', language)} variant="secondary">
            {text.contactUs}
          </ButtonLink>
        </div>
      </div>
      <img
        src={chatIllustration}
        alt={localized(assistantPromo.illustrationAlt)}
        width={480}
        height={420}
        loading="lazy"
        decoding="async"
        className="mx-auto h-auto w-full max-w-[480px]"
      />
    </div>
  );
}
