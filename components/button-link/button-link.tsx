import Link from 'next/link';
import type { ComponentProps } from 'react';
import { buttonClasses, type ButtonVariant } from './button-classes';

type Props = ComponentProps<'a'> & { href: string; variant?: ButtonVariant };

/**
 * A link that looks like a button: calls to action. Site paths go through next/link (client
 * navigation and prefetch); tel:, mailto: and external URLs stay plain anchors.
 */
export function ButtonLink({ href, variant = 'primary', className, ...rest }: Props) {
  const classes = buttonClasses(variant, className);
  return href.startsWith('/') ? (
    <Link href={href} className={classes} {...rest} />
  ) : (
    <a href={href} className={classes} {...rest} />
  );
}
