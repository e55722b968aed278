import { getTranslations } from 'next-intl/server';
import { EmailLink } from '@/components/contact-link/contact-link';
import type { Locale } from '@/i18n/locales';
import { quoteFields, type QuoteMessage } from '@/lib/quote-message';
import styles from './quote-request.module.scss';

/** No form: the visitor writes from their own mail program, with the headings already in the message. */
export async function QuoteRequest({ locale, message }: { locale: Locale; message: QuoteMessage }) {
  const t = await getTranslations({ locale, namespace: 'contact.quote' });
  return (
    <section aria-labelledby="quote-heading" className={styles.card}>
      <h2 id="quote-heading" className={styles.heading}>
        {t('heading')}
      </h2>
      <p>{t('lead')}</p>
      <dl className={styles.fields}>
        {quoteFields.map((field) => (
          <div key={field} className={styles.field}>
            <dt>{t(`fields.${field}.label`)}</dt>
            <dd>{t(`fields.${field}.hint`)}</dd>
          </div>
        ))}
      </dl>
      <p>
        <EmailLink {...message} className={styles.write}>
          {t('emailLink')}
        </EmailLink>
      </p>
    </section>
  );
}
