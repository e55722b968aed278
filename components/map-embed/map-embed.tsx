import { getTranslations } from 'next-intl/server';
import { SiteLink } from '@/components/site-link/site-link';
import type { Locale } from '@/i18n/locales';
import { pagePath } from '@/i18n/pages';
import { company } from '@/lib/company';
import { postalAddress } from '@/lib/company-text';
import { mapEmbedUrl, mapSearchUrl } from '@/lib/maps';
import { MapConsent } from './map-consent';
import styles from './map-embed.module.scss';

/**
 * The office on a map (Google Maps, zoom 15), shown only when the visitor asks for it: the box
 * first gives the address, says what showing the map sends to Google, and links to the privacy
 * notice (map-consent.tsx). Without JavaScript, a link opens the map in a new tab.
 */
export async function MapEmbed({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'contact.map' });
  return (
    <MapConsent
      src={mapEmbedUrl(locale)}
      title={t('title')}
      copy={{ show: t('show'), remember: t('remember'), hide: t('hide'), hideAndForget: t('hideAndForget') }}
    >
      <p className={styles.address}>
        <strong>{company.brand}</strong>
        <br />
        {postalAddress(locale)}
      </p>
      <p className={styles.notice}>
        {t('notice')}{' '}
        <SiteLink href={pagePath('privacy', locale)} className={styles.privacyLink}>
          {t('privacyLink')}
        </SiteLink>
      </p>
      <p className={styles.external} data-without-script>
        <a href={mapSearchUrl()} target="_blank" rel="noopener noreferrer">
          {t('openInGoogle')} <span className="visually-hidden">{t('newTab')}</span>
        </a>
      </p>
    </MapConsent>
  );
}
