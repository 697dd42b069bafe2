/** Texts of the home page sections. */
export const home = {
  hero: {
    label: 'ERP para transporte e logística',
    title: 'Maximize resultados e reduza custos na sua operação',
    description:
      'Mais produtividade, rastreabilidade e otimização do espaço em armazéns e frotas, em uma só plataforma.',
    learnMore: 'Saiba mais',
    contactUs: 'Contrate agora',
  },
  solutions: {
    title: 'Soluções sob medida para o seu negócio',
    subtitle: 'Entendemos o seu setor tão bem quanto você',
  },
};
