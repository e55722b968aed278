import { getTranslations } from 'next-intl/server';
import { ButtonLink } from '@/components/button-link/button-link';
import { CoverageExplorer } from '@/components/coverage-explorer/coverage-explorer';
import { ContactCta } from '@/components/cta-band/contact-cta';
import { Section } from '@/components/section/section';
import { ServiceCards } from '@/components/service-cards/service-cards';
import { Stats } from '@/components/stats/stats';
import type { Locale } from '@/i18n/locales';
import { pagePath } from '@/i18n/pages';
import { AboutTeaser } from './about-teaser';
import { Hero } from './hero';
import styles from './home-page.module.scss';

export async function HomePage({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale });
  return (
    <>
      <Hero locale={locale} />

      <section aria-label={t('stats.heading')} className={styles.stats}>
        <div className="container">
          <Stats locale={locale} animated={false} />
        </div>
      </section>

      <AboutTeaser locale={locale} />

      <Section
        id="services-heading"
        title={t('services.heading')}
        lead={t('services.description')}
        tone="alt"
        aside={
          <ButtonLink href={pagePath('services', locale)} variant="ghost">
            {t('services.link')}
          </ButtonLink>
        }
      >
        <ServiceCards locale={locale} />
      </Section>

      <Section id="coverage-heading" title={t('coverage.heading')}>
        <CoverageExplorer locale={locale} />
      </Section>

      <ContactCta locale={locale} />
    </>
  );
}
