import type { ComponentProps } from 'react';
import { SiteLink } from '@/components/site-link/site-link';
import { buttonClasses, type ButtonVariant } from './button-classes';

type Props = ComponentProps<'a'> & { href: string; variant?: ButtonVariant };

/** A call to action: site paths through SiteLink, external URLs as plain anchors. */
export function ButtonLink({ href, variant = 'primary', className, ...rest }: Props) {
  const classes = buttonClasses(variant, className);
  return href.startsWith('/') ? (
    <SiteLink href={href} className={classes} {...rest} />
  ) : (
    <a href={href} className={classes} {...rest} />
  );
}
