import clsx from 'clsx';
import styles from './button-link.module.scss';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'inverse';

/** A link styled as a button; the crash and 404 pages use it on plain anchors to keep next/link out of their scripts. */
export function buttonClasses(variant: ButtonVariant = 'primary', className?: string): string {
  return clsx(styles.button, styles[variant], className);
}
