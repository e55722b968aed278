import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { mapEmbedUrl } from '@/lib/maps';
import { DeferredIframe } from './deferred-iframe';
import styles from './map-embed.module.scss';

/**
 * The office on an embedded map (zoom 15). Loaded when it nears the screen (DeferredIframe), in a
 * box of fixed proportions so nothing moves when it loads; until it does (or if it cannot,
 * offline), the box says it is loading.
 */
export async function MapEmbed({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale });
  return (
    <div className={styles.frame}>
      <p className={styles.loading} aria-hidden="true">
        {t('common.loading')}
      </p>
      <DeferredIframe
        src={mapEmbedUrl(locale)}
        title={t('contact.map.title')}
        width={800}
        height={600}
        loading="lazy"
        referrerPolicy="strict-origin-when-cross-origin"
        className={styles.iframe}
      />
    </div>
  );
}
