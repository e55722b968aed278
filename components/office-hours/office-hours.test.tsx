import { render, screen, within } from '@testing-library/react';
import { company } from '@/lib/company';
import { OfficeHours } from './office-hours';

// The rules on the specification's hours, whatever hours lib/company.ts holds today.
jest.mock('@/lib/company', () => jest.requireActual('@/test-support/specified-hours').companyWithSpecifiedHours());

jest.mock('next-intl/server', () => ({
  getTranslations: async ({ locale, namespace }: { locale: 'ro' | 'en' | 'de'; namespace: 'contact.hours' }) =>
    jest.requireActual('next-intl').createTranslator({
      locale,
      namespace,
      messages: jest.requireActual('@/i18n/messages').messages[locale],
    }),
}));

describe('OfficeHours', () => {
  afterEach(() => jest.useRealTimers());

  it('lists the week as a description list, with Sunday closed, under an h2', async () => {
    jest.useFakeTimers({ now: new Date(Date.UTC(2026, 0, 12, 8, 0)) }); // Monday 10:00 in Bucharest
    render(await OfficeHours({ locale: 'en' }));

    const card = screen.getByRole('region', { name: 'Office hours' });
    expect(within(card).getByRole('heading', { level: 2, name: 'Office hours' })).toBeInTheDocument();
    const rows = within(card)
      .getAllByRole('term')
      .map((term) => `${term.textContent} | ${term.nextElementSibling?.textContent}`);
    expect(rows).toEqual(['Monday – Friday | 08:00–17:00', 'Saturday | 08:00–12:00', 'Sunday | Closed']);
    expect(within(card).getByRole('status')).toHaveTextContent('Open now until 17:00 Romanian time');
    // The hours are the office's own, which a visitor abroad is told.
    expect(card).toHaveTextContent(
      `All times are Romanian time: 08:00 in ${company.address.locality} is 07:00 in Berlin, Vienna and Warsaw, and 06:00 in London. Closed on Romanian public holidays.`,
    );
  });

  it('takes the heading level and id the page asks for, in Romanian', async () => {
    render(await OfficeHours({ locale: 'ro', headingLevel: 3, headingId: 'program' }));
    expect(screen.getByRole('heading', { level: 3, name: 'Programul biroului' })).toHaveAttribute('id', 'program');
    expect(screen.getByRole('region', { name: 'Programul biroului' })).toBeInTheDocument();
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Luni – vineri',
      'Sâmbătă',
      'Duminică',
    ]);
    expect(screen.getByText('Închis')).toBeInTheDocument();
  });
});
