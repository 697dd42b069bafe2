/**
 * Brand, contact details and every external link of the site, in one typed place: the brand
 * and the company's phone and privacy address come from the contract (the server's e-mails
 * sign with them too). The values are neutral placeholders: replace them here and nowhere else.
 */
import { brand } from '@contract/brand';
import type { Localized } from '@/i18n/languages';
import { published } from '@/i18n/published';

export interface ExternalLink {
  id: string;
  label: Localized;
  href: string;
}

export type SocialNetwork = 'instagram' | 'linkedin' | 'facebook' | 'twitter';

// The phone and WhatsApp numbers and the links are content (decision 400): copies of the
// contract's objects, so a page's published numbers never reach the server's e-mails.
export const site = published('site', {
  ...brand,
  phone: { ...brand.phone },
  whatsapp: { ...brand.whatsapp },
  copyrightYear: 2023,
  /** Where the contact form posts; empty means the same origin as the site. */
  apiBaseUrl: import.meta.env?.VITE_API_BASE_URL ?? '',
  /** The virtual assistant product promoted on the home page. */
  assistant: {
    name: 'Sara',
    href: 'https://sara.example.com',
  },
  /** Footer links to the suite's hosted environments and tools. */
  externalLinks: [
    {
      id: 'cloud-production',
      label: { pt: 'Ambiente em nuvem', en: 'Cloud environment' },
      href: 'https://cloud.example.com',
    },
    {
      id: 'cloud-homologation',
      label: { pt: 'Ambiente de homologação', en: 'Staging environment' },
      href: 'https://staging.example.com',
    },
    {
      id: 'file-sending',
      label: { pt: 'Envio de arquivos', en: 'File sending' },
      href: 'https://files.example.com',
    },
    {
      id: 'invoicing',
      label: { pt: 'Emissor de notas', en: 'Invoicing tool' },
      href: 'https://invoicing.example.com',
    },
    {
      id: 'help-center',
      label: { pt: 'Central de ajuda', en: 'Help centre' },
      href: 'https://help.example.com',
    },
  ] satisfies ExternalLink[],
  social: [
    { network: 'instagram', label: 'Instagram', href: 'https://www.instagram.com/example' },
    { network: 'linkedin', label: 'LinkedIn', href: 'https://www.linkedin.com/company/example' },
    { network: 'facebook', label: 'Facebook', href: 'https://www.facebook.com/example' },
    { network: 'twitter', label: 'Twitter', href: 'https://twitter.com/example' },
  ] satisfies { network: SocialNetwork; label: string; href: string }[],
} as const);
