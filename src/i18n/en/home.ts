import type { Dictionary } from '../dictionary';

export const home: Dictionary['home'] = {
  hero: {
    label: 'ERP for transport and logistics',
    title: 'Maximise results and cut costs across your operation',
    description:
      'More productivity, traceability and better use of warehouse and fleet space, on one platform.',
    learnMore: 'Learn more',
    contactUs: 'Contact us',
  },
  solutions: {
    title: 'Solutions tailored for your business',
    subtitle: 'We understand your industry as well as you do',
  },
};
