import clsx from 'clsx';
import styles from './button-link.module.scss';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'inverse';

/** A link styled as a button, for plain anchors: the crash and 404 pages' ways out load their page in full. */
export function buttonClasses(variant: ButtonVariant = 'primary', className?: string): string {
  return clsx(styles.button, styles[variant], className);
}
