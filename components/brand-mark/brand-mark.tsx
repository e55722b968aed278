import styles from './brand-mark.module.scss';
import { company } from '@/lib/company';
import { markRoute } from './mark-route';

export function BrandMark() {
  return (
    <span className={styles.brand}>
      <svg className={styles.mark} width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="currentColor" />
        {markRoute('var(--color-amber-500)')}
      </svg>
      <span className={styles.name}>{company.brand}</span>
    </span>
  );
}
