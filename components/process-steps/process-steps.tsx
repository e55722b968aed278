import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import styles from './process-steps.module.scss';

const stepIds = ['consultation', 'planning', 'execution', 'monitoring'] as const;

/** How we work: four numbered steps, 01 to 04, each with its title and description. */
export async function ProcessSteps({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'services.process.steps' });
  return (
    <ol className={styles.steps}>
      {stepIds.map((id, index) => (
        <li key={id} className={styles.step}>
          <span className={styles.number} aria-hidden="true">
            {String(index + 1).padStart(2, '0')}
          </span>
          <h3 className={styles.title}>{t(`${id}.title`)}</h3>
          <p className={styles.description}>{t(`${id}.description`)}</p>
        </li>
      ))}
    </ol>
  );
}
