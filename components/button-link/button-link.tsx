import clsx from 'clsx';
import Link from 'next/link';
import type { ComponentProps } from 'react';
import styles from './button-link.module.scss';

type Variant = 'primary' | 'secondary' | 'ghost' | 'inverse';

type Props = ComponentProps<'a'> & {
  href: string;
  variant?: Variant;
  /** A full page load even for a site path: the way out of a crashed page. */
  reloadDocument?: boolean;
};

/**
 * A link that looks like a button: calls to action. Site paths go through next/link (client
 * navigation and prefetch); tel:, mailto: and external URLs stay plain anchors.
 */
export function ButtonLink({ href, variant = 'primary', reloadDocument = false, className, ...rest }: Props) {
  const classes = clsx(styles.button, styles[variant], className);
  return href.startsWith('/') && !reloadDocument ? (
    <Link href={href} className={classes} {...rest} />
  ) : (
    <a href={href} className={classes} {...rest} />
  );
}
