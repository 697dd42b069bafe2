import { site } from '@/content/site';
import { useLanguage, useT } from '@/i18n/I18nProvider';
import { intlLocale, type Language, languages } from '@/i18n/languages';
import { absoluteUrl } from '@/routing/site-url';
import { shareImage } from './brand-assets';

/** Open Graph writes locales with an underscore: pt_BR, en_US. */
const ogLocale = (language: Language) => intlLocale[language].replace('-', '_');

interface SocialMetaProps {
  title: string;
  description: string;
  /** The page's canonical URL. */
  url: string;
}

/**
 * Open Graph and Twitter card tags: how a link to the page looks when shared (title,
 * description and the language's 1200×630 image, all absolute URLs on PUBLIC_SITE_URL).
 */
export function SocialMeta({ title, description, url }: SocialMetaProps) {
  const t = useT();
  const language = useLanguage();
  const image = absoluteUrl(shareImage.path[language]);
  const imageAlt = t.meta.shareImage.alt;
  return (
    <>
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={site.brandName} />
      <meta property="og:locale" content={ogLocale(language)} />
      {languages
        .filter((other) => other !== language)
        .map((other) => (
          <meta key={other} property="og:locale:alternate" content={ogLocale(other)} />
        ))}
      <meta property="og:url" content={url} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:image" content={image} />
      <meta property="og:image:type" content={shareImage.type} />
      <meta property="og:image:width" content={String(shareImage.width)} />
      <meta property="og:image:height" content={String(shareImage.height)} />
      <meta property="og:image:alt" content={imageAlt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
      <meta name="twitter:image:alt" content={imageAlt} />
    </>
  );
}
