import type { ComponentProps } from 'react';
import { company } from '@/lib/company';
import { formatPhone } from '@/lib/company-text';

type AnchorProps = Omit<ComponentProps<'a'>, 'href'>;

/** A number to call: a tel: link to the E.164 number, shown grouped (formatPhone) unless told otherwise. */
export function PhoneLink({ number, children, ...rest }: AnchorProps & { number: string }) {
  return (
    <a href={`tel:${number}`} {...rest}>
      {children ?? formatPhone(number)}
    </a>
  );
}

/** The company's e-mail address as a mailto: link, showing the address unless told otherwise. */
export function EmailLink({ children, ...rest }: AnchorProps) {
  return (
    <a href={`mailto:${company.email}`} {...rest}>
      {children ?? company.email}
    </a>
  );
}
