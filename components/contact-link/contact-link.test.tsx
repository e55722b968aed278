import { render, screen } from '@testing-library/react';
import { company } from '@/lib/company';
import { EmailLink, PhoneLink } from './contact-link';

describe('the phone and e-mail links', () => {
  it('calls the number it shows, grouped with no-break spaces', () => {
    render(<PhoneLink number="+40213104420" />);
    expect(screen.getByRole('link', { name: '+40\u00a021\u00a0310\u00a04420' })).toHaveAttribute(
      'href',
      'tel:+40213104420',
    );
  });

  it('keeps the number as the target when the link says something else', () => {
    render(<PhoneLink number="+40722418306">Call now</PhoneLink>);
    expect(screen.getByRole('link', { name: 'Call now' })).toHaveAttribute('href', 'tel:+40722418306');
  });

  it('writes to the address it shows', () => {
    render(<EmailLink className="button" />);
    const link = screen.getByRole('link', { name: company.email });
    expect(link).toHaveAttribute('href', `mailto:${company.email}`);
    expect(link).toHaveClass('button');
  });
});
