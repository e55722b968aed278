import { getTranslations } from 'next-intl/server';
import { ButtonLink } from '@/components/button-link/button-link';
import { LicenceNote } from '@/components/licence-note/licence-note';
import { Parallax } from '@/components/parallax/parallax';
import type { Locale } from '@/i18n/locales';
import { pagePath } from '@/i18n/pages';
import styles from './hero.module.scss';

/** The home page's first screen: the promise, two ways forward with the licence under them, and the routes. */
export async function Hero({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'hero' });
  return (
    <section aria-labelledby="hero-heading" className={styles.hero}>
      <div className={`container ${styles.inner}`}>
        <div className={styles.copy}>
          <p className={styles.badge}>
            <span className={styles.dot} aria-hidden="true" />
            {t('since')}
          </p>
          <h1 id="hero-heading" className={styles.headline}>
            {t('headline')}
          </h1>
          <p className={styles.subheadline}>{t('subheadline')}</p>
          <div className={styles.decide}>
            <div className={styles.actions}>
              <ButtonLink href={pagePath('services', locale)} variant="inverse">
                {t('ctaServices')}
              </ButtonLink>
              <ButtonLink href={pagePath('contact', locale)}>{t('ctaContact')}</ButtonLink>
            </div>
            <LicenceNote locale={locale} />
          </div>
        </div>
        <Parallax className={styles.visual}>
          <img
            src="/images/hero-routes.svg"
            alt={t('imageAlt')}
            width={1200}
            height={900}
            fetchPriority="high"
            decoding="async"
            className={styles.image}
          />
        </Parallax>
      </div>
    </section>
  );
}
