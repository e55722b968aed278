import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { PageIntro } from '@/components/page-intro/page-intro';
import { Prose, ProseSection } from '@/components/prose/prose';
import type { Locale } from '@/i18n/locales';
import { EmailLink, PhoneLink } from '@/components/contact-link/contact-link';
import { company } from '@/lib/company';
import { formatDate, postalAddress, withCountry } from '@/lib/company-format';
import { storedChoiceMonths } from '@/lib/browser-storage';
import {
  accountingRecordsYears,
  browserStorage,
  googleMaps,
  privacyNoticeDate,
  supervisoryAuthority,
} from '@/lib/privacy';
import styles from './privacy-page.module.scss';
import { MapChoice } from './map-choice';

const external = (href: string, text: ReactNode) => (
  <a href={href} target="_blank" rel="noopener noreferrer">
    {text}
  </a>
);

/** GDPR Art. 13, naming exactly what the site does; every figure is a fact of lib/company.ts or lib/privacy.ts. */
export async function PrivacyPage({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'privacy' });
  const tFooter = await getTranslations({ locale, namespace: 'footer' });
  const email = () => <EmailLink />;
  const phone = () => <PhoneLink number={company.phone} />;
  const date = formatDate(privacyNoticeDate, locale);
  return (
    <>
      <PageIntro eyebrow={tFooter('legalHeading')} title={t('heading')} lead={t('lead')} />
      <Prose>
        <p>{t('updated', { date })}</p>
        <ProseSection id="privacy-controller" heading={t('controller.heading')}>
          <p>{t.rich('controller.text', { address: postalAddress(locale), email, phone })}</p>
        </ProseSection>
        <ProseSection id="privacy-visit" heading={t('visit.heading')}>
          <p>
            {t('visit.text', {
              host: company.hosting.name,
              hostAddress: withCountry(company.hosting.address, company.hosting.countryCode, locale),
              days: company.hosting.accessLogDays,
              cdn: company.hosting.cdn,
            })}
          </p>
        </ProseSection>
        <ProseSection id="privacy-storage" heading={t('storage.heading')}>
          <p>{t('storage.text', { months: storedChoiceMonths })}</p>
          <ul>
            {browserStorage.map(({ key, id }) => (
              <li key={key}>
                <code>{key}</code>: {t(`storage.items.${id}`)}
              </li>
            ))}
          </ul>
          <p>{t('storage.basis', { days: company.hosting.accessLogDays })}</p>
        </ProseSection>
        <ProseSection id="privacy-map" heading={t('map.heading')}>
          <p>
            {t.rich('map.text', {
              address: withCountry(googleMaps.address, googleMaps.countryCode, locale),
              months: googleMaps.longestCookieMonths,
              cookies: (chunks) => external(googleMaps.cookies, chunks),
              policy: (chunks) => external(googleMaps.policy, chunks),
            })}
          </p>
          <MapChoice remembered={t('map.remembered')} notRemembered={t('map.notRemembered')} forget={t('map.forget')} />
        </ProseSection>
        <ProseSection id="privacy-contact" heading={t('contact.heading')}>
          <p>
            {t('contact.text', {
              months: company.enquiryRetentionMonths,
              accountingYears: accountingRecordsYears,
              orderYears: company.orderCorrespondenceRetentionYears,
            })}
          </p>
        </ProseSection>
        <ProseSection id="privacy-recipients" heading={t('recipients.heading')}>
          <p>{t('recipients.text')}</p>
        </ProseSection>
        <ProseSection id="privacy-rights" heading={t('rights.heading')}>
          <p>{t.rich('rights.text', { email })}</p>
        </ProseSection>
        {/* The right to object, set apart from the other rights, as GDPR Art. 21(4) asks. */}
        <ProseSection id="privacy-objection" heading={t('objection.heading')}>
          <p className={styles.objection}>{t.rich('objection.text', { email, days: company.hosting.accessLogDays })}</p>
        </ProseSection>
        <ProseSection id="privacy-complaint" heading={t('complaint.heading')}>
          <p>
            {t.rich('complaint.text', {
              authority: supervisoryAuthority.name,
              // The lead authority is the one of the country the company is established in.
              address: withCountry(supervisoryAuthority.address, company.address.countryCode, locale),
              website: () =>
                external(supervisoryAuthority.website, supervisoryAuthority.website.replace(/^https:\/\//, '')),
            })}
          </p>
        </ProseSection>
      </Prose>
    </>
  );
}
