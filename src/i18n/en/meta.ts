import type { Dictionary } from '@/i18n/dictionary';

export const meta: Dictionary['meta'] = {
  home: {
    name: 'Home',
    title: 'Transvia ERP | Transport and logistics management software (TMS and WMS)',
    description:
      'ERP for carriers and logistics operators: TMS, WMS, financials, tax and eight more modules to raise productivity and traceability while cutting costs.',
  },
  about: {
    name: 'About us',
    title: 'About us | Transvia ERP',
    description:
      'Over thirty years building software for transport and logistics: TMS, WMS, a native virtual assistant and dashboards on one platform.',
  },
  contact: {
    name: 'Contact',
    title: 'Contact | Transvia ERP',
    description:
      'Leave your details and a specialist will call you to present the transport and logistics ERP that fits your operation.',
  },
  privacy: {
    name: 'Privacy notice',
    title: 'Privacy notice | Transvia ERP',
    description:
      'What the site counts and keeps, why, for how long and how to ask for your data to be erased.',
  },
  booking: {
    name: 'Book a demo',
    title: 'Book a demo | Transvia ERP',
    description: 'Pick a free time and book a demo with a specialist.',
  },
  notFound: {
    name: 'Page not found',
    title: 'Page not found | Transvia ERP',
    description: 'The address you opened does not exist or has moved.',
  },
  /** The image shown when a page is shared (Open Graph / Twitter card); `npm run brand-images` draws it. */
  shareImage: {
    headline: 'Maximise results and cut costs in your operation',
    tagline: 'Transport and logistics ERP: TMS, WMS and ten more modules',
    alt: 'Transvia ERP. Maximise results and cut costs in your operation. Transport and logistics ERP: TMS, WMS and ten more modules.',
  },
};
