import { getTranslations } from 'next-intl/server';
import { ButtonLink } from '@/components/button-link/button-link';
import type { Locale } from '@/i18n/locales';
import { pagePath } from '@/i18n/pages';
import { company } from '@/lib/company';
import styles from './about-teaser.module.scss';

/** Who we are in one paragraph, two facts, the way to the About page, and the company's own photograph where it has one. */
export async function AboutTeaser({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'about.teaser' });
  const photo = company.photos[0];
  const image = photo
    ? { ...photo, alt: photo.alt[locale], className: styles.photo }
    : { src: '/images/containers-route.svg', alt: t('imageAlt'), width: 960, height: 640, className: styles.image };
  return (
    <section aria-labelledby="about-teaser-heading" className={styles.section}>
      <div className={`container ${styles.inner}`}>
        <div className={styles.copy}>
          <h2 id="about-teaser-heading" className={styles.title}>
            {t('heading')}
          </h2>
          <p className={styles.text}>{t('text')}</p>
          <ul className={styles.points}>
            <li>{t('founded')}</li>
            <li>{t('experience')}</li>
          </ul>
          <ButtonLink href={pagePath('about', locale)} variant="ghost">
            {t('link')}
          </ButtonLink>
        </div>
        <img {...image} alt={image.alt} loading="lazy" decoding="async" />
      </div>
    </section>
  );
}
