/**
 * The copy of the AI assistant promo on the home page. The assistant's name and address live
 * in site.ts; this text loads with the promo, not with every page.
 */
import type { Localized } from '@/i18n/languages';
import { published } from '@/i18n/published';
import { site } from './site';

const { name } = site.assistant;

export const assistantPromo: {
  title: Localized;
  description: Localized;
  points: Localized<string[]>;
  illustrationAlt: Localized;
} = published('assistant', {
  title: {
    pt: `Conheça ${name}, a assistente virtual nativa do seu ERP`,
    en: `Meet ${name}, the virtual assistant built into your ERP`,
  },
  description: {
    pt: 'Pergunte em linguagem natural e receba na hora indicadores, o status das entregas e relatórios, pelo aplicativo de mensagens ou dentro do sistema.',
    en: 'Ask in plain language and instantly get indicators, delivery status and reports, through your messaging app or inside the system.',
  },
  points: {
    pt: [
      'Respostas com os dados do seu próprio ERP',
      'Alertas de atrasos e desvios antes que virem problema',
      'Disponível a qualquer hora, para toda a equipe',
    ],
    en: [
      'Answers drawn from your own ERP data',
      'Alerts about delays and deviations before they become problems',
      'Available at any hour, for the whole team',
    ],
  },
  illustrationAlt: {
    pt: 'Conversa no celular: a assistente responde a uma pergunta com um gráfico de barras.',
    en: 'Chat on a phone: the assistant answers a question with a bar chart.',
  },
});
