import { SectionIntro } from '@/components/ui/SectionIntro';
import { ClientLogos } from '@/features/clients';
import { useT } from '@/i18n/I18nProvider';

export function Clients() {
  const t = useT();
  return (
    <section
      id="clients"
      aria-labelledby="clients-title"
      className="render-near-viewport pt-20 pb-4"
    >
      <div className="mx-auto max-w-7xl px-4 lg:px-8">
        <SectionIntro
          id="clients-title"
          title={t.home.clients.title}
          subtitle={t.home.clients.subtitle}
        />
        <div className="mt-12">
          <ClientLogos />
        </div>
      </div>
    </section>
  );
}
