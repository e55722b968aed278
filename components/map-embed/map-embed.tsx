import { getTranslations } from 'next-intl/server';
import { SiteLink } from '@/components/site-link/site-link';
import type { Locale } from '@/i18n/locales';
import { pagePath } from '@/i18n/pages';
import { company } from '@/lib/company';
import { mapSearchUrl, postalAddress } from '@/lib/company-format';
import { mapEmbedUrl } from '@/lib/maps';
import { storedChoiceMonths } from '@/lib/browser-storage';
import { googleMaps } from '@/lib/privacy';
import { MapConsent } from './map-consent';
import styles from './map-embed.module.scss';

/** The consent's essentials stay in view; what Google's cookies do and what withdrawing leaves is one tap away. */
export async function MapEmbed({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'contact.map' });
  return (
    <MapConsent
      src={mapEmbedUrl(locale)}
      title={t('title')}
      copy={{
        show: t('show'),
        remember: t('remember', { months: storedChoiceMonths }),
        hide: t('hide'),
        hideAndForget: t('hideAndForget'),
      }}
    >
      <p className={styles.address}>
        <strong>{company.brand}</strong>
        <br />
        {postalAddress(locale)}
      </p>
      <div className={styles.notice}>
        <p>
          {t('notice', { months: googleMaps.longestCookieMonths })}{' '}
          <SiteLink href={pagePath('privacy', locale)}>{t('privacyLink')}</SiteLink>
        </p>
        <details className={styles.more}>
          <summary>{t('more')}</summary>
          <p>
            {t.rich('details', {
              cookies: (chunks) => (
                <a href={googleMaps.cookies} target="_blank" rel="noopener noreferrer">
                  {chunks}
                </a>
              ),
            })}
          </p>
        </details>
      </div>
      <p className={styles.external} data-without-script>
        <a href={mapSearchUrl()} target="_blank" rel="noopener noreferrer">
          {t('openInGoogle')} <span className="visually-hidden">{t('newTab')}</span>
        </a>
      </p>
    </MapConsent>
  );
}
