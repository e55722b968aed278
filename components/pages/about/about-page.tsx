import { getTranslations } from 'next-intl/server';
import { ContactCta } from '@/components/cta-band/contact-cta';
import { PageIntro } from '@/components/page-intro/page-intro';
import { Section } from '@/components/section/section';
import { Stats } from '@/components/stats/stats';
import type { Locale } from '@/i18n/locales';
import { officeLanguages } from '@/lib/company-format';
import { Liability } from './liability';
import styles from './about-page.module.scss';

const valueIds = ['safety', 'professionalism', 'punctuality'] as const;

/** About: who we are, our story, what we stand for, who is liable for the goods, the figures, and the way to contact us. */
export async function AboutPage({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'about' });
  const tNav = await getTranslations({ locale, namespace: 'nav' });
  return (
    <>
      <PageIntro eyebrow={tNav('about')} title={t('heading')} lead={t('description')} />

      <section aria-labelledby="story-heading" className={styles.story}>
        <div className={`container ${styles.storyInner}`}>
          <div className={styles.storyText}>
            <h2 id="story-heading" className={styles.storyTitle}>
              {t('story.heading')}
            </h2>
            <p>{t('story.p1')}</p>
            <p>{t('story.p2')}</p>
            <p>{t('story.p3')}</p>
          </div>
          <img
            src="/images/truck-warehouse.svg"
            alt={t('story.imageAlt')}
            width={960}
            height={640}
            loading="lazy"
            decoding="async"
            className={styles.storyImage}
          />
        </div>
      </section>

      <Section id="values-heading" title={t('values.heading')} tone="alt">
        <ul className={styles.values}>
          {valueIds.map((id) => (
            <li key={id} className={styles.value}>
              <img src={`/images/icon-${id}.svg`} alt="" width={48} height={48} loading="lazy" decoding="async" />
              <h3 className={styles.valueTitle}>{t(`values.${id}.title`)}</h3>
              <p>{t(`values.${id}.description`, { languages: officeLanguages(locale) })}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Liability locale={locale} />

      <Section id="about-stats-heading" title={t('stats.heading')}>
        <Stats locale={locale} animated />
      </Section>

      <ContactCta locale={locale} />
    </>
  );
}
