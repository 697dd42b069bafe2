/** Texts of the home page sections. Long content (modules, statistics) lives in src/content. */
export const home = {
  hero: {
    label: 'ERP para transporte e logística',
    title: 'Maximize resultados e reduza custos na sua operação',
    description:
      'Mais produtividade, rastreabilidade e otimização do espaço em armazéns e frotas, em uma só plataforma.',
    learnMore: 'Saiba mais',
    contactUs: 'Contrate agora',
    illustrationAlt:
      'Mapa da operação: um caminhão segue a rota planejada do armazém até o ponto de entrega.',
  },
  solutions: {
    title: 'Soluções sob medida para o seu negócio',
    subtitle: 'Entendemos o seu setor tão bem quanto você',
    explore: 'Explore os recursos',
    dialog: {
      featuresHeading: 'Recursos',
      close: 'Fechar',
      closeIcon: 'Fechar janela',
      loadError: {
        title: 'Não foi possível abrir os recursos.',
        description: 'Verifique a sua conexão e tente novamente.',
      },
    },
  },
  stats: {
    title: 'Em números',
    carouselLabel: 'Resultados dos nossos clientes',
  },
  clients: {
    title: 'Empresas que confiam na nossa tecnologia',
    subtitle: 'Transportadoras, armazéns e operadores logísticos de todo o país.',
  },
  demo: {
    title: 'Veja o ERP funcionando na sua operação',
    text: 'Agende uma demonstração gratuita com um especialista em transporte e logística.',
    cta: 'Solicitar demonstração',
    bookNow: 'Escolha um horário.',
  },
  assistant: {
    label: 'Inteligência artificial',
    learnMore: 'Saiba mais',
    contactUs: 'Contrate agora',
  },
};
