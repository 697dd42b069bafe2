import { ClientLogos } from '../../../features/clients/ClientLogos';
import { useT } from '../../../i18n/I18nProvider';

export function Clients() {
  const t = useT();
  return (
    <section id="clients" aria-labelledby="clients-title" className="pt-20 pb-4">
      <div className="mx-auto max-w-7xl px-4 lg:px-8">
        <div className="mx-auto max-w-3xl text-center">
          <h2 id="clients-title" className="text-3xl font-extrabold text-ink sm:text-4xl">
            {t.home.clients.title}
          </h2>
          <p className="mt-4 text-lg text-slate-700">{t.home.clients.subtitle}</p>
        </div>
        <div className="mt-12">
          <ClientLogos />
        </div>
      </div>
    </section>
  );
}
