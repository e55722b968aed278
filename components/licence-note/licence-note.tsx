import clsx from 'clsx';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { company } from '@/lib/company';
import styles from './licence-note.module.scss';

/** The forwarding licence, number and authority, as a line of text on a dark ground. */
export async function LicenceNote({ locale, className }: { locale: Locale; className?: string }) {
  const t = await getTranslations({ locale, namespace: 'proof' });
  const { number, authority } = company.legal.forwardingLicence;
  return (
    <p className={clsx(styles.note, className)}>
      <svg className={styles.icon} viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
        <path
          d="M8 1.5l5.5 2v4c0 3.3-2.3 6-5.5 7-3.2-1-5.5-3.7-5.5-7v-4z M5.5 8l1.8 1.8L10.8 6.3"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
          strokeLinejoin="round"
          strokeLinecap="round"
        />
      </svg>
      {t('licence', { number, authority })}
    </p>
  );
}
