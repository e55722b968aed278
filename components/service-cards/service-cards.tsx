import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { serviceIds, type ServiceId } from '@/lib/services';
import styles from './service-cards.module.scss';

const icons: Record<ServiceId, string> = {
  expedition: '/images/icon-expedition.svg',
  groupage: '/images/icon-groupage.svg',
  doorToDoor: '/images/icon-door-to-door.svg',
  consulting: '/images/icon-consulting.svg',
};

const joined = /^\p{L}+-\p{L}{1,3}-\p{L}+$/u;

/** A word such as "door-to-door" or "Haus-zu-Haus" on one line; longer compounds break as usual. */
function keepHyphenated(title: string) {
  return title.split(/(\s+)/).map((part, index) =>
    joined.test(part) ? (
      <span key={index} className={styles.keep}>
        {part}
      </span>
    ) : (
      part
    ),
  );
}

/** The four services as cards: title, subtitle and description each. */
export async function ServiceCards({ locale, headingLevel = 3 }: { locale: Locale; headingLevel?: 2 | 3 }) {
  const t = await getTranslations({ locale, namespace: 'services.items' });
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className={styles.grid}>
      {serviceIds.map((id) => (
        <li key={id} className={styles.card}>
          {/* Decorative: the title says what the icon shows. */}
          <img src={icons[id]} alt="" width={48} height={48} className={styles.icon} loading="lazy" decoding="async" />
          <Heading className={styles.title}>{keepHyphenated(t(`${id}.title`))}</Heading>
          <p className={styles.subtitle}>{t(`${id}.subtitle`)}</p>
          <p className={styles.description}>{t(`${id}.description`)}</p>
        </li>
      ))}
    </ul>
  );
}
