/** Title and description of every page, for `<title>`, search results and sharing. */
export const meta = {
  home: {
    /** How the WhatsApp message names the page the visitor is on. */
    name: 'Início',
    title: 'Transvia ERP | Software de gestão para transporte e logística (TMS e WMS)',
    description:
      'ERP para transportadoras e operadores logísticos: TMS, WMS, financeiro, fiscal e mais oito módulos para aumentar a produtividade, a rastreabilidade e reduzir custos.',
  },
  about: {
    name: 'Sobre nós',
    title: 'Sobre nós | Transvia ERP',
    description:
      'Mais de trinta anos criando software para transporte e logística: TMS, WMS, assistente virtual nativo e painéis de indicadores em uma só plataforma.',
  },
  contact: {
    name: 'Contato',
    title: 'Contato | Transvia ERP',
    description:
      'Deixe seus dados e um especialista liga para você para apresentar o ERP de transporte e logística que cabe na sua operação.',
  },
  privacy: {
    name: 'Aviso de privacidade',
    title: 'Aviso de privacidade | Transvia ERP',
    description:
      'O que o site conta e guarda, por quê, por quanto tempo e como pedir que seus dados sejam apagados.',
  },
  booking: {
    name: 'Agendar demonstração',
    title: 'Agendar demonstração | Transvia ERP',
    description: 'Escolha um horário livre e agende uma demonstração com um especialista.',
  },
  notFound: {
    name: 'Página não encontrada',
    title: 'Página não encontrada | Transvia ERP',
    description: 'O endereço que você abriu não existe ou mudou de lugar.',
  },
  /** The image shown when a page is shared (Open Graph / Twitter card); `npm run brand-images` draws it. */
  shareImage: {
    headline: 'Maximize resultados e reduza custos na sua operação',
    tagline: 'ERP para transporte e logística: TMS, WMS e mais dez módulos',
    alt: 'Transvia ERP. Maximize resultados e reduza custos na sua operação. ERP para transporte e logística: TMS, WMS e mais dez módulos.',
  },
};
