/** A valid home document for the content tests: `variant` changes its headline. */
import type { HomeContent } from '@contract/content/home';

export function aHomeDocument(title = 'Maximize resultados'): HomeContent {
  return {
    hero: {
      label: 'ERP para transporte',
      title,
      description: 'Mais produtividade em uma só plataforma.',
      learnMore: 'Saiba mais',
      contactUs: 'Contrate agora',
    },
    seo: { title: 'Transvia ERP', description: 'ERP para transportadoras.' },
    stats: [1, 2, 3, 4].map((value) => ({ lead: 'Mais de', value, unit: 'caminhões' })),
    assistant: {
      title: 'Conheça Sara',
      description: 'Pergunte em linguagem natural.',
      points: ['Um', 'Dois', 'Três'],
    },
    contact: {
      phoneDisplay: '(11) 4000-0000',
      phoneE164: '+551140000000',
      whatsappDisplay: '(11) 94000-0000',
      whatsappDigits: '5511940000000',
    },
    footerLinks: ['a', 'b', 'c', 'd', 'e'].map((id) => ({
      id,
      label: `Link ${id}`,
      href: `https://${id}.example.com`,
    })),
    social: (['instagram', 'linkedin', 'facebook', 'twitter'] as const).map((network) => ({
      network,
      label: network,
      href: `https://${network}.example.com`,
    })),
  };
}
