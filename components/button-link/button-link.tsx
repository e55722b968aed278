import type { ComponentProps } from 'react';
import { SiteLink } from '@/components/site-link/site-link';
import { buttonClasses, type ButtonVariant } from './button-classes';

type Props = ComponentProps<'a'> & { href: string; variant?: ButtonVariant };

/**
 * A link that looks like a button: calls to action. Site paths go through SiteLink (client
 * navigation, the page fetched when reached for); external URLs stay plain anchors. A number to
 * call or the e-mail address is a PhoneLink or EmailLink with buttonClasses.
 */
export function ButtonLink({ href, variant = 'primary', className, ...rest }: Props) {
  const classes = buttonClasses(variant, className);
  return href.startsWith('/') ? (
    <SiteLink href={href} className={classes} {...rest} />
  ) : (
    <a href={href} className={classes} {...rest} />
  );
}
