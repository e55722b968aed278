import { getTranslations } from 'next-intl/server';
import { PageIntro } from '@/components/page-intro/page-intro';
import { Prose, ProseSection } from '@/components/prose/prose';
import { SiteLink } from '@/components/site-link/site-link';
import { regionalLocales, type Locale } from '@/i18n/locales';
import { pagePath } from '@/i18n/pages';
import { EmailLink, PhoneLink } from '@/components/contact-link/contact-link';
import { company, euid, vatNumber } from '@/lib/company';
import { formatDate, formatPhone, postalAddress, withCountry } from '@/lib/company-format';
import styles from './legal-page.module.scss';

/** What Art. 5 of the e-Commerce Directive, Romania's Law 365/2002 and Germany's § 5 DDG ask a provider to state. */
export async function LegalPage({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'legal' });
  const tFooter = await getTranslations({ locale, namespace: 'footer' });
  const { legal } = company;
  const licence = legal.forwardingLicence;
  const rows: [string, React.ReactNode][] = [
    [t('labels.name'), company.legalName],
    [t('labels.form'), t('formValue')],
    [t('labels.office'), postalAddress(locale)],
    [t('labels.register'), `${legal.tradeRegister.number}, ${legal.tradeRegister.office}`],
    [t('labels.euid'), euid()],
    [t('labels.fiscalCode'), legal.fiscalCode],
    [t('labels.vat'), vatNumber()],
    [
      t('labels.capital'),
      t('capitalValue', { amount: new Intl.NumberFormat(regionalLocales[locale]).format(legal.shareCapital) }),
    ],
    [t('labels.director'), t('directorValue', { name: legal.director })],
    [
      t('labels.licence'),
      t('licenceValue', {
        number: licence.number,
        date: formatDate(licence.issueDate, locale),
        authority: licence.authority,
      }),
    ],
    [
      t('labels.authority'),
      <>
        {`${licence.authority}, ${withCountry(licence.authorityAddress, company.address.countryCode, locale)}, `}
        <a href={licence.authorityWebsite} target="_blank" rel="noopener noreferrer">
          {licence.authorityWebsite.replace(/^https:\/\//, '')}
        </a>
      </>,
    ],
    [t('labels.phone'), <PhoneLink key="phone" number={company.phone} />],
    [t('labels.fax'), formatPhone(company.fax)],
    [t('labels.email'), <EmailLink key="email" />],
  ];
  return (
    <>
      <PageIntro eyebrow={tFooter('legalHeading')} title={t('heading')} lead={t('lead')} />
      <Prose>
        <ProseSection id="legal-company" heading={t('company.heading')}>
          <dl className={styles.facts}>
            {rows.map(([label, value]) => (
              <div key={label} className={styles.fact}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </ProseSection>
        <ProseSection id="legal-disputes" heading={t('disputes.heading')}>
          <p>{t('disputes.text')}</p>
        </ProseSection>
        <p>
          {t.rich('privacy', {
            link: (chunks) => <SiteLink href={pagePath('privacy', locale)}>{chunks}</SiteLink>,
          })}
        </p>
      </Prose>
    </>
  );
}
