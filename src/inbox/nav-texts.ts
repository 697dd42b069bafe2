/**
 * The texts of the inbox's sections (the navigation under the header) and of a page whose
 * code could not be fetched, in Portuguese and English. Apart from each page's own texts
 * (audit-texts.ts, insights-texts.ts), so the inbox's first load carries only these.
 */
import type { Language } from '@contract/languages';

interface NavTexts {
  /** A page's code could not be fetched (offline, or a new version replaced it). */
  pageFailed: string;
  nav: {
    label: string;
    leads: string;
    audit: string;
    insights: string;
  };
}

export const inboxNavTexts: Record<Language, NavTexts> = {
  pt: {
    pageFailed: 'Esta página não pôde ser carregada. Verifique a conexão e recarregue a página.',
    nav: {
      label: 'Seções da caixa de contatos',
      leads: 'Contatos',
      audit: 'Registro de atividades',
      insights: 'Resultados',
    },
  },
  en: {
    pageFailed: 'This page could not be loaded. Check the connection and reload the page.',
    nav: {
      label: 'Inbox sections',
      leads: 'Leads',
      audit: 'Audit log',
      insights: 'Insights',
    },
  },
};
