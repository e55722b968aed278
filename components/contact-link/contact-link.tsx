import type { ComponentProps } from 'react';
import { company } from '@/lib/company';
import { formatPhone } from '@/lib/company-format';

type AnchorProps = Omit<ComponentProps<'a'>, 'href'>;

/** A number to call: a tel: link to the E.164 number, shown grouped (formatPhone) unless told otherwise. */
export function PhoneLink({ number, children, ...rest }: AnchorProps & { number: string }) {
  return (
    <a href={`tel:${number}`} {...rest}>
      {children ?? formatPhone(number)}
    </a>
  );
}

/** The company's e-mail address as a mailto: link, optionally with a subject and body. */
export function EmailLink({ subject, body, children, ...rest }: AnchorProps & { subject?: string; body?: string }) {
  // mailto: takes percent-encoded fields (RFC 6068): a space is %20, a line break %0D%0A.
  const fields = Object.entries({ subject, body }).flatMap(([name, value]) =>
    value ? [`${name}=${encodeURIComponent(value.replaceAll('\n', '\r\n'))}`] : [],
  );
  const query = fields.length ? `?${fields.join('&')}` : '';
  return (
    <a href={`mailto:${company.email}${query}`} {...rest}>
      {children ?? company.email}
    </a>
  );
}
