import type { Dictionary } from '@/i18n/dictionary';

export const layout: Dictionary['layout'] = {
  skipToContent: 'Skip to content',
  homeLinkLabel: 'Home page',
  nav: {
    label: 'Main navigation',
    solutions: 'Solutions',
    clients: 'Clients',
    ai: 'AI',
    about: 'About',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
  },
  callUs: 'Call us',
  phoneLabel: 'Phone',
  back: 'Back',
  whatsapp: {
    label: 'Chat on WhatsApp',
    prompt: 'Would you rather write? {link}.',
    promptLink: 'Message us on WhatsApp',
    message: (page: string, brand: string) =>
      `Hello! I am on the “${page}” page of the ${brand} website and would like to talk to a specialist.`,
  },
  languageSwitch: {
    label: 'Language',
    pt: 'Português',
    en: 'English',
  },
  footer: {
    navigationHeading: 'Navigation',
    accessHeading: 'Access',
    socialHeading: 'Social media',
    rights: 'All rights reserved.',
    opensInNewTab: '(opens in a new tab)',
    privacy: 'Privacy',
    privacyPreferences: 'Privacy preferences',
  },
  toasts: {
    itemLabel: 'Notification',
    viewportLabel: 'Notifications ({hotkey})',
    close: 'Close notification',
  },
  carousel: {
    roleDescription: 'carousel',
    slideRoleDescription: 'slide',
    slideLabel: (index: number, total: number) => `${index} of ${total}`,
    goToSlide: (index: number, total: number) => `Go to slide ${index} of ${total}`,
    pause: 'Pause the slideshow',
    play: 'Play the slideshow',
  },
};
