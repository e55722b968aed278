import { getTranslations } from 'next-intl/server';
import { BrandMark } from '@/components/brand-mark/brand-mark';
import { LicenceNote } from '@/components/licence-note/licence-note';
import { NavLinks } from '@/components/site-header/nav-links';
import { LanguageSwitcher } from '@/components/language-switcher/language-switcher';
import { SiteLink } from '@/components/site-link/site-link';
import type { Locale } from '@/i18n/locales';
import { legalPages, pagePath, type PageId } from '@/i18n/pages';
import { EmailLink, PhoneLink } from '@/components/contact-link/contact-link';
import { company } from '@/lib/company';
import { postalAddress } from '@/lib/company-format';
import styles from './site-footer.module.scss';

export async function SiteFooter({ locale, page }: { locale: Locale; page?: PageId }) {
  // The 404 page holds a footer per language: the ids name theirs.
  const id = (name: string) => `footer-${name}-${locale}`;
  const t = await getTranslations({ locale, namespace: 'footer' });
  const tNav = await getTranslations({ locale, namespace: 'nav' });
  const tContact = await getTranslations({ locale, namespace: 'contact.details' });
  return (
    <footer className={styles.footer} data-menu-background>
      <div className={`container ${styles.grid}`}>
        <div className={styles.about}>
          <SiteLink href={pagePath('home', locale)} className={styles.brandLink} aria-label={tNav('homeLink')}>
            <BrandMark />
          </SiteLink>
          <p className={styles.description}>{t('description')}</p>
          <LicenceNote locale={locale} className={styles.licence} />
        </div>

        <section aria-labelledby={id('contact')} className={styles.column}>
          <h2 id={id('contact')} className={styles.heading}>
            {t('contactHeading')}
          </h2>
          <address className={styles.contact}>
            <p>
              <span className="visually-hidden">{tContact('address')}: </span>
              {postalAddress(locale)}
            </p>
            <p>
              <span className={styles.label}>{tContact('phone')}</span>
              <PhoneLink number={company.phone} />
            </p>
            <p>
              <span className={styles.label}>{tContact('email')}</span>
              <EmailLink />
            </p>
          </address>
        </section>

        <nav aria-labelledby={id('nav')} className={styles.column}>
          <h2 id={id('nav')} className={styles.heading}>
            {t('navHeading')}
          </h2>
          <NavLinks locale={locale} current={page} className={styles.links} />
        </nav>

        <section aria-labelledby={id('language')} className={styles.column}>
          <h2 id={id('language')} className={styles.heading}>
            {t('languageHeading')}
          </h2>
          <LanguageSwitcher locale={locale} page={page} place="footer" className={styles.languages} />
        </section>
      </div>
      <div className={`container ${styles.bottom}`}>
        <p>{t('copyright', { year: company.copyrightYear })}</p>
        <nav aria-label={t('legalHeading')}>
          <ul className={styles.legalLinks}>
            {legalPages.map((id) => (
              <li key={id}>
                <SiteLink href={pagePath(id, locale)} aria-current={id === page ? 'page' : undefined}>
                  {tNav(id)}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
