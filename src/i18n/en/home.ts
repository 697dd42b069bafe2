import type { Dictionary } from '@/i18n/dictionary';

export const home: Dictionary['home'] = {
  hero: {
    label: 'ERP for transport and logistics',
    title: 'Maximise results and cut costs across your operation',
    description:
      'More productivity, traceability and better use of warehouse and fleet space, on one platform.',
    learnMore: 'Learn more',
    contactUs: 'Contact us',
    illustrationAlt:
      'Operations map: a truck follows the planned route from the warehouse to the delivery point.',
  },
  solutions: {
    title: 'Solutions tailored for your business',
    subtitle: 'We understand your industry as well as you do',
    explore: 'Explore the features.',
    dialog: {
      featuresHeading: 'Features',
      close: 'Close',
      closeIcon: 'Close dialog',
      loadError: {
        title: 'The features could not be opened.',
        description: 'Check your connection and try again.',
      },
    },
  },
  stats: {
    title: 'By the numbers',
    carouselLabel: 'What our customers achieve',
  },
  clients: {
    title: 'Companies that trust our technology',
    subtitle: 'Carriers, warehouses and logistics operators across the country.',
  },
  demo: {
    title: 'See the ERP at work in your operation',
    text: 'Book a free demo with a transport and logistics specialist.',
    cta: 'Request a demo',
    bookNow: 'Pick a time.',
  },
  assistant: {
    label: 'Artificial intelligence',
    learnMore: 'Learn more',
    contactUs: 'Contact us',
  },
};
