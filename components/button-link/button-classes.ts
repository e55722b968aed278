import clsx from 'clsx';
import styles from './button-link.module.scss';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'inverse';

/**
 * The classes that make a link look like a button. ButtonLink uses them, and so do the phone and
 * e-mail links of the calls to action and the map's hide button; the crash and 404 pages put them
 * on plain anchors: their way home is a full page load, and importing next/link there
 * would copy the router's link code into their scripts, which every page downloads.
 */
export function buttonClasses(variant: ButtonVariant = 'primary', className?: string): string {
  return clsx(styles.button, styles[variant], className);
}
