import { Link } from 'react-router';
import { site } from '@/content/site';
import { consentEnabled, PrivacyPreferencesButton } from '@/features/consent';
import { useLanguage, useLocalized, useT } from '@/i18n/I18nProvider';
import { pathFor } from '@/routing/routes';
import { HomeLink } from './HomeLink';
import { NavLinks } from './NavLinks';
import { SocialIcon } from './SocialIcon';

const headingClass = 'text-sm font-bold uppercase tracking-wider text-brand-300';
const linkClass = 'rounded text-slate-200 hover:text-white hover:underline';

/** Footer: the nav again, the suite's external links, social links and the copyright (docs/product.md §2). */
export function Footer() {
  const t = useT();
  const localized = useLocalized();
  const language = useLanguage();
  return (
    <footer className="render-near-viewport bg-navy-900 text-slate-200">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4 lg:px-8">
        <div>
          <HomeLink inverted />
        </div>
        <nav aria-labelledby="footer-nav-heading">
          <h2 id="footer-nav-heading" className={headingClass}>
            {t.layout.footer.navigationHeading}
          </h2>
          <ul className="mt-4 space-y-3">
            <NavLinks linkClassName={linkClass} />
          </ul>
        </nav>
        <nav aria-labelledby="footer-access-heading">
          <h2 id="footer-access-heading" className={headingClass}>
            {t.layout.footer.accessHeading}
          </h2>
          <ul className="mt-4 space-y-3">
            {site.externalLinks.map((link) => (
              <li key={link.id}>
                <a href={link.href} target="_blank" rel="noopener noreferrer" className={linkClass}>
                  {localized(link.label)}
                  <span className="sr-only"> {t.layout.footer.opensInNewTab}</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className={headingClass}>{t.layout.footer.socialHeading}</h2>
          <ul className="mt-4 flex gap-3">
            {site.social.map((link) => (
              <li key={link.network}>
                <a
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex size-11 items-center justify-center rounded-full bg-white/10 text-white hover:bg-brand-700"
                >
                  <SocialIcon network={link.network} />
                  <span className="sr-only">
                    {link.label} {t.layout.footer.opensInNewTab}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-sm text-slate-300 sm:flex-row sm:items-center sm:justify-between lg:px-8">
          <p>
            © {site.copyrightYear} {site.companyName} {t.layout.footer.rights}
          </p>
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            <li>
              <Link to={pathFor('privacy', language)} className={linkClass}>
                {t.layout.footer.privacy}
              </Link>
            </li>
            {consentEnabled && (
              <li>
                <PrivacyPreferencesButton className="text-slate-200 hover:text-white" />
              </li>
            )}
          </ul>
        </div>
      </div>
    </footer>
  );
}
