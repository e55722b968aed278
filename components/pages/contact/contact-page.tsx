import { getTranslations } from 'next-intl/server';
import { buttonClasses } from '@/components/button-link/button-classes';
import { EmailLink, PhoneLink } from '@/components/contact-link/contact-link';
import { PhoneIcon } from '@/components/contact-link/phone-icon';
import { CtaBand } from '@/components/cta-band/cta-band';
import { ContactDetails } from '@/components/contact-details/contact-details';
import { MapEmbed } from '@/components/map-embed/map-embed';
import { OfficeHours } from '@/components/office-hours/office-hours';
import { PageIntro } from '@/components/page-intro/page-intro';
import { quoteMessage } from '@/lib/quote-message';
import { QuoteRequest } from '@/components/quote-request/quote-request';
import type { Locale } from '@/i18n/locales';
import { company } from '@/lib/company';
import { formatPhone, officeLanguages } from '@/lib/company-format';
import styles from './contact-page.module.scss';

export async function ContactPage({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'contact' });
  const tNav = await getTranslations({ locale, namespace: 'nav' });
  const quote = await quoteMessage(locale);
  return (
    <>
      <PageIntro
        eyebrow={tNav('contact')}
        title={t('heading')}
        lead={t('description', { languages: officeLanguages(locale) })}
      />

      <div className={styles.details}>
        <div className={`container ${styles.grid}`}>
          <div className={styles.side}>
            <ContactDetails locale={locale} quote={quote} />
            <QuoteRequest locale={locale} message={quote} />
          </div>
          <div className={styles.side}>
            <OfficeHours locale={locale} />
            <section aria-labelledby="map-heading" className={styles.map}>
              <h2 id="map-heading" className={styles.mapHeading}>
                {t('map.heading')}
              </h2>
              <MapEmbed locale={locale} />
            </section>
          </div>
        </div>
      </div>

      <CtaBand id="contact-cta-heading" heading={t('cta.heading')} text={t('cta.text')}>
        <PhoneLink number={company.phone} className={buttonClasses('primary')}>
          <PhoneIcon size={18} />
          <span className={styles.onPhone}>{t('cta.call')}</span>
          <span className={styles.beyondPhone}>{formatPhone(company.phone)}</span>
        </PhoneLink>
        <EmailLink {...quote} className={buttonClasses('inverse')}>
          <span className={styles.onPhone}>{t('cta.email')}</span>
          <span className={styles.beyondPhone}>{company.email}</span>
        </EmailLink>
      </CtaBand>
    </>
  );
}
