/** Texts of the about page. Its long descriptive text lives in src/content/about.ts. */
export const about = {
  heading: 'Sobre nós',
  lead: 'Mais de trinta anos criando tecnologia para quem move cargas, armazéns e frotas.',
  bannerAlt: 'Armazéns e um caminhão na estrada, ao pôr do sol.',
  storyTitle: 'Nossa história',
  solutionsTitle: 'Nossas soluções',
  solutionsCarouselLabel: 'Módulos do ERP',
};
