import { getTranslations } from 'next-intl/server';
import { BrandMark } from '@/components/brand-mark/brand-mark';
import { LanguageSwitcher } from '@/components/language-switcher/language-switcher';
import { PhoneLink } from '@/components/contact-link/contact-link';
import { PhoneIcon } from '@/components/contact-link/phone-icon';
import { SiteLink } from '@/components/site-link/site-link';
import type { Locale } from '@/i18n/locales';
import { pagePath, type PageId } from '@/i18n/pages';
import { company } from '@/lib/company';
import { formatPhone } from '@/lib/company-format';
import { HeaderFrame } from './header-frame';
import { MobileMenu } from './mobile-menu';
import { NavLinks } from './nav-links';
import styles from './site-header.module.scss';

/** The fixed top bar of every page: brand, navigation, languages, the number to call, and the phone's menu. */
export async function SiteHeader({ locale, page }: { locale: Locale; page?: PageId }) {
  const t = await getTranslations({ locale, namespace: 'nav' });
  const number = formatPhone(company.phone);
  return (
    <>
      <HeaderFrame className={styles.header}>
        <div className={`container ${styles.bar}`}>
          <SiteLink href={pagePath('home', locale)} className={styles.brandLink} aria-label={t('homeLink')}>
            <BrandMark />
          </SiteLink>
          <nav className={styles.desktopNav} aria-label={t('primary')}>
            <NavLinks locale={locale} current={page} className={styles.navList} linkClassName={styles.navLink} />
          </nav>
          <LanguageSwitcher locale={locale} page={page} place="bar" className={styles.desktopLanguages} />
          <PhoneLink number={company.phone} className={styles.call} aria-label={t('call', { number })}>
            <PhoneIcon />
            <span className={styles.callNumber}>{number}</span>
          </PhoneLink>
          <MobileMenu openLabel={t('openMenu')} closeLabel={t('closeMenu')}>
            <nav aria-label={t('menu')} className={styles.menuNav}>
              <NavLinks locale={locale} current={page} className={styles.menuList} linkClassName={styles.menuLink} />
            </nav>
            <p className={styles.menuHeading} aria-hidden="true">
              {t('language')}
            </p>
            <LanguageSwitcher locale={locale} page={page} place="menu" />
          </MobileMenu>
        </div>
      </HeaderFrame>
      {/* Keeps the bar's white text readable while the page fades in and before the scroll script runs. */}
      <div className={styles.backing} aria-hidden="true" />
    </>
  );
}
