import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { company, formatPhone, postalAddress } from '@/lib/company';
import { mapSearchUrl } from '@/lib/maps';
import styles from './contact-details.module.scss';

/** Address (to a maps search), phone and mobile (tel:), fax, e-mail (mailto:). */
export async function ContactDetails({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'contact.details' });
  return (
    <div className={styles.card}>
      <h2 className={styles.heading}>{t('heading')}</h2>
      <dl className={styles.list}>
        <div className={styles.row}>
          <dt>{t('address')}</dt>
          <dd>
            <a href={mapSearchUrl()} target="_blank" rel="noopener noreferrer">
              {company.legalName}
              <br />
              {postalAddress()}
              <span className="visually-hidden"> ({t('openInMaps')})</span>
            </a>
          </dd>
        </div>
        <div className={styles.row}>
          <dt>{t('phone')}</dt>
          <dd>
            <a href={`tel:${company.phone}`}>{formatPhone(company.phone)}</a>
          </dd>
        </div>
        <div className={styles.row}>
          <dt>{t('mobile')}</dt>
          <dd>
            <a href={`tel:${company.mobile}`}>{formatPhone(company.mobile)}</a>
          </dd>
        </div>
        <div className={styles.row}>
          <dt>{t('fax')}</dt>
          <dd>{formatPhone(company.fax)}</dd>
        </div>
        <div className={styles.row}>
          <dt>{t('email')}</dt>
          <dd>
            <a href={`mailto:${company.email}`}>{company.email}</a>
          </dd>
        </div>
      </dl>
    </div>
  );
}
