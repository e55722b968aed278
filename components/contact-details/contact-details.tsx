import { getTranslations } from 'next-intl/server';
import { buttonClasses } from '@/components/button-link/button-classes';
import type { QuoteMessage } from '@/lib/quote-message';
import type { Locale } from '@/i18n/locales';
import { EmailLink, PhoneLink } from '@/components/contact-link/contact-link';
import { company } from '@/lib/company';
import { formatPhone, mapSearchUrl, postalAddress } from '@/lib/company-format';
import { contactVcardFileName, contactVcardPath } from '@/lib/contact-vcard';
import styles from './contact-details.module.scss';

/** A contact card: its outline, a head and shoulders. */
const cardIcon = [
  'M4 5a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2z',
  'M12 12a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
  'M7 18c.8-2.4 2.7-3.5 5-3.5s4.2 1.1 5 3.5',
].join('');

export async function ContactDetails({ locale, quote }: { locale: Locale; quote: QuoteMessage }) {
  const t = await getTranslations({ locale, namespace: 'contact.details' });
  const saveClasses = buttonClasses('ghost', styles.save);
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
              {postalAddress(locale)}
              <span className="visually-hidden"> ({t('openInMaps')})</span>
            </a>
          </dd>
        </div>
        <div className={styles.row}>
          <dt>{t('phone')}</dt>
          <dd>
            <PhoneLink number={company.phone} />
          </dd>
        </div>
        <div className={styles.row}>
          <dt>{t('mobile')}</dt>
          <dd>
            <PhoneLink number={company.mobile} />
          </dd>
        </div>
        <div className={styles.row}>
          <dt>{t('fax')}</dt>
          <dd>{formatPhone(company.fax)}</dd>
        </div>
        <div className={styles.row}>
          <dt>{t('email')}</dt>
          <dd>
            <EmailLink {...quote} />
          </dd>
        </div>
      </dl>
      {/* A plain link (no prefetch, no client navigation): the browser saves the file, a phone offers to add it. */}
      <a href={contactVcardPath(locale)} download={contactVcardFileName} type="text/vcard" className={saveClasses}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" className={styles.saveIcon}>
          <path d={cardIcon} />
        </svg>
        {t('saveContact')}
      </a>
    </div>
  );
}
