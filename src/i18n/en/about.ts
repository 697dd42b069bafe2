import type { Dictionary } from '@/i18n/dictionary';

export const about: Dictionary['about'] = {
  heading: 'About us',
  lead: 'Over thirty years building technology for those who move cargo, warehouses and fleets.',
  bannerAlt: 'Warehouses and a truck on the road at sunset.',
  storyTitle: 'Our story',
  solutionsTitle: 'Our solutions',
  solutionsCarouselLabel: 'ERP modules',
};
