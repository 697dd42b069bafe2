/**
 * The four statistic slides of the home page (docs/product.md §9), as real, translated text: the number is
 * formatted for the page's language when shown (331.776 in Portuguese, 331,776 in English).
 * A slide may name a background video; without one it shows its icon on the dark backdrop.
 */
import { Container, Earth, type LucideIcon, PackageCheck, Truck } from 'lucide-react';
import type { Localized } from '@/i18n/languages';
import { published } from '@/i18n/published';

interface BackgroundVideo {
  /** A file in public/ or a full URL allowed by the Content-Security-Policy's media-src. */
  src: string;
  type: 'video/mp4' | 'video/webm';
  /** Shown until the video plays, and instead of it when motion is reduced. */
  poster?: string;
}

export interface StatSlide {
  id: string;
  value: number;
  /** The words before the number… */
  lead: Localized;
  /** …and after it. */
  unit: Localized;
  icon: LucideIcon;
  video?: BackgroundVideo;
}

export const statSlides: StatSlide[] = published('stats', [
  {
    id: 'elephants',
    value: 331_776,
    lead: {
      pt: 'Nossos clientes já transportaram o equivalente a',
      en: 'Our customers have moved the equivalent of',
    },
    unit: { pt: 'elefantes adultos em carga', en: 'adult elephants in cargo' },
    icon: Container,
  },
  {
    id: 'trucks',
    value: 92_897,
    lead: {
      pt: 'As cargas roteirizadas na plataforma ocupariam mais de',
      en: 'The cargo routed on our platform would need more than',
    },
    unit: { pt: 'caminhões', en: 'trucks' },
    icon: Truck,
  },
  {
    id: 'equator',
    value: 115,
    lead: {
      pt: 'As distâncias percorridas já somam mais de',
      en: 'The distances travelled add up to more than',
    },
    unit: { pt: 'voltas ao redor da Linha do Equador', en: 'trips around the Equator' },
    icon: Earth,
  },
  {
    id: 'stadiums',
    value: 2,
    lead: {
      pt: 'As entregas realizadas lotariam mais de',
      en: 'The deliveries made would fill more than',
    },
    unit: { pt: 'estádios de futebol', en: 'football stadiums' },
    icon: PackageCheck,
  },
]);
