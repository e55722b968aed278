import clsx from 'clsx';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { company } from '@/lib/company';
import { groupedHours, possibleStatuses, statusKey, weekdayNames, type OfficeStatus } from '@/lib/office-hours';
import { OpenNow } from './open-now';
import styles from './office-hours.module.scss';

type Props = {
  locale: Locale;
  headingLevel?: 2 | 3;
  /** Change it only if the page shows the card twice. */
  headingId?: string;
  className?: string;
};

export async function OfficeHours({ locale, headingLevel = 2, headingId = 'office-hours-heading', className }: Props) {
  const t = await getTranslations({ locale, namespace: 'contact.hours' });
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const weekdays = weekdayNames(locale);
  // Before opening on a working day the office opens "today", not "on Monday" on a Monday.
  const say = (status: OfficeStatus) =>
    status.open
      ? t('openNow', { time: status.closes })
      : status.opens.inDays === 0
        ? t('closedNowToday', { time: status.opens.time })
        : t('closedNow', { day: weekdays[status.opens.weekday - 1]!, time: status.opens.time });

  return (
    <section className={clsx(styles.card, className)} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.heading}>
        {t('heading')}
      </Heading>
      <p className={styles.zone}>
        {t('zone')}
        {company.closedOnPublicHolidays && ` ${t('holidays')}`}
      </p>
      <dl className={styles.schedule}>
        {groupedHours(locale).map(({ days, label, hours }) => (
          <div key={days.join()} className={styles.row}>
            <dt className={styles.days}>{label}</dt>
            <dd className={styles.hours} data-closed={hours === null || undefined}>
              {hours
                ? t.rich('range', {
                    opens: () => <time dateTime={hours.opens}>{hours.opens}</time>,
                    closes: () => <time dateTime={hours.closes}>{hours.closes}</time>,
                  })
                : t('closed')}
            </dd>
          </div>
        ))}
      </dl>
      {/* The line's slot is kept, so that nothing moves when it appears after hydration. */}
      <div className={styles.statusArea}>
        <div className={styles.statusSlot}>
          <OpenNow texts={Object.fromEntries(possibleStatuses().map((status) => [statusKey(status), say(status)]))} />
        </div>
      </div>
    </section>
  );
}
