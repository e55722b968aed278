import { getTranslations } from 'next-intl/server';
import { ContactCta } from '@/components/cta-band/contact-cta';
import { PageIntro } from '@/components/page-intro/page-intro';
import { ProcessSteps } from '@/components/process-steps/process-steps';
import { RegionAccordion } from '@/components/region-accordion/region-accordion';
import { Section } from '@/components/section/section';
import { ServiceCards } from '@/components/service-cards/service-cards';
import type { Locale } from '@/i18n/locales';
import { localizedRegions } from '@/lib/localized-regions';
import styles from './services-page.module.scss';

export async function ServicesPage({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'services' });
  const tNav = await getTranslations({ locale, namespace: 'nav' });
  const regions = (await localizedRegions(locale)).map((region) => ({
    ...region,
    countries: region.countries.map((country) => country.name),
  }));

  return (
    <>
      <PageIntro eyebrow={tNav('services')} title={t('heading')} lead={t('description')} />

      <section aria-label={tNav('services')} className={styles.cards}>
        <div className="container">
          <ServiceCards locale={locale} headingLevel={2} />
        </div>
      </section>

      <Section id="process-heading" title={t('process.heading')} lead={t('process.description')} tone="dark">
        <ProcessSteps locale={locale} />
      </Section>

      <Section id="regions-heading" title={t('regions.heading')} lead={t('regions.description')} tone="alt">
        <RegionAccordion regions={regions} />
      </Section>

      <ContactCta locale={locale} />
    </>
  );
}
