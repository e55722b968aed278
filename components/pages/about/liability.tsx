import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import styles from './liability.module.scss';

/** Who answers for the goods: the carrier under CMR beside us as forwarder, with cargo insurance. */
export async function Liability({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'about.liability' });
  return (
    <section aria-labelledby="liability-heading" className={styles.band}>
      <div className="container">
        <div className={styles.panel}>
          <h2 id="liability-heading" className={styles.title}>
            {t('heading')}
          </h2>
          <div className={styles.columns}>
            <p>{t('carrier')}</p>
            <div className={styles.column}>
              <p>{t('forwarder')}</p>
              <p>{t('insurance')}</p>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
