import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { company } from '@/lib/company';
import { AnimatedNumber } from './animated-number';
import styles from './stats.module.scss';

const statIds = ['experience', 'countries', 'clients'] as const;

type Props = {
  locale: Locale;
  /** Home shows the figures as fixed values; About counts them up once in view. */
  animated: boolean;
};

/** The company's three headline figures (`company.stats`), with their labels. */
export async function Stats({ locale, animated }: Props) {
  const t = await getTranslations({ locale, namespace: 'stats' });
  return (
    <dl className={styles.stats}>
      {statIds.map((id) => (
        <div key={id} className={styles.stat}>
          <dt className={styles.label}>{t(id)}</dt>
          <dd className={styles.value}>
            {animated ? <AnimatedNumber value={company.stats[id]} suffix="+" /> : `${company.stats[id]}+`}
          </dd>
        </div>
      ))}
    </dl>
  );
}
