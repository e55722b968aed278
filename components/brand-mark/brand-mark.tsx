import styles from './brand-mark.module.scss';
import { company } from '@/lib/company';

/** The logo: a route arc between two stops, and the brand name. Decorative mark, text is the name. */
export function BrandMark() {
  return (
    <span className={styles.brand}>
      <svg className={styles.mark} width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="currentColor" />
        <path d="M8 23c3-9 9-14 16-14" fill="none" stroke="var(--color-amber-500)" strokeWidth="2.5" strokeLinecap="round" />
        <circle cx="8" cy="23" r="3" fill="var(--color-amber-500)" />
        <circle cx="24" cy="9" r="3" fill="#fff" />
      </svg>
      <span className={styles.name}>{company.brand}</span>
    </span>
  );
}
