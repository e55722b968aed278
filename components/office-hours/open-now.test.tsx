import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { locales, type Locale } from '@/i18n/locales';
import { OfficeHours } from './office-hours';

// The rules on the specification's hours, whatever hours lib/company.ts holds today.
jest.mock('@/lib/company', () => jest.requireActual('@/test-support/specified-hours').companyWithSpecifiedHours());

jest.mock('next-intl/server', () => ({
  getTranslations: async ({ locale, namespace }: { locale: Locale; namespace: 'contact.hours' }) =>
    jest.requireActual('next-intl').createTranslator({
      locale,
      namespace,
      messages: jest.requireActual('@/i18n/messages').messages[locale],
    }),
}));

const card = async (locale: Locale = 'en') => OfficeHours({ locale });

// Bucharest wall-clock instants in winter (EET, UTC+2); 12 January 2026 is a Monday.
const mondayTen = new Date(Date.UTC(2026, 0, 12, 8, 0));
const mondayFourPm = new Date(Date.UTC(2026, 0, 12, 14, 59, 30)); // 16:59:30
const saturdayOnePm = new Date(Date.UTC(2026, 0, 17, 11, 0));
const mondaySeven = new Date(Date.UTC(2026, 0, 12, 5, 0));
const saturdayNine = new Date(Date.UTC(2026, 0, 17, 7, 0));

describe('the "open now" line', () => {
  afterEach(() => jest.useRealTimers());

  it('is absent from the server HTML, so a static page never carries a stale answer', async () => {
    jest.useFakeTimers({ now: mondayTen });
    expect(renderToString(await card())).not.toContain('role="status"');
  });

  const said: Record<Locale, string[]> = {
    en: [
      'Open now until 17:00\u00a0Romanian time',
      'Open now until 12:00\u00a0Romanian time',
      'Closed now, opens on Monday at 08:00\u00a0Romanian time',
      'Closed now, opens today at 08:00\u00a0Romanian time',
    ],
    ro: [
      'Biroul este deschis acum, până la 17:00',
      'Biroul este deschis acum, până la 12:00',
      'Biroul este închis acum; se redeschide luni la 08:00',
      'Biroul este închis acum; se deschide astăzi la 08:00',
    ],
    de: [
      'Jetzt erreichbar bis 17:00\u00a0Uhr (rumänische Zeit)',
      'Jetzt erreichbar bis 12:00\u00a0Uhr (rumänische Zeit)',
      'Jetzt geschlossen\u00a0– wieder erreichbar am Montag ab 08:00\u00a0Uhr (rumänische Zeit)',
      'Jetzt geschlossen\u00a0– heute ab 08:00\u00a0Uhr (rumänische Zeit) wieder erreichbar',
    ],
  };
  it.each(locales)('says when the office is open or opens, in %s', async (locale) => {
    const shown = [];
    for (const now of [mondayTen, saturdayNine, saturdayOnePm, mondaySeven]) {
      jest.useFakeTimers({ now });
      const { unmount } = render(await card(locale));
      shown.push(screen.getByRole('status').textContent);
      unmount();
    }
    expect(shown).toEqual(said[locale]);
  });

  it('marks the state open or closed', async () => {
    jest.useFakeTimers({ now: mondayTen });
    const { unmount } = render(await card());
    expect(screen.getByRole('status')).toHaveAttribute('data-state', 'open');
    unmount();
    jest.useFakeTimers({ now: saturdayOnePm });
    render(await card());
    expect(screen.getByRole('status')).toHaveAttribute('data-state', 'closed');
  });

  it('turns to closed when the clock passes 17:00, without a reload', async () => {
    jest.useFakeTimers({ now: mondayFourPm });
    render(await card());
    expect(screen.getByRole('status')).toHaveTextContent('Open now until 17:00 Romanian time');

    act(() => jest.advanceTimersByTime(29_000)); // 16:59:59
    expect(screen.getByRole('status')).toHaveTextContent('Open now until 17:00 Romanian time');

    act(() => jest.advanceTimersByTime(1_000)); // 17:00:00, the start of the minute
    expect(screen.getByRole('status')).toHaveTextContent(/^Closed now, opens on Tuesday at 08:00 Romanian time$/);
  });

  it('catches up when a sleeping tab comes back into view', async () => {
    jest.useFakeTimers({ now: mondayTen });
    render(await card());
    // The timers of a background tab may not run: move the clock alone, then show the tab.
    jest.setSystemTime(saturdayOnePm);
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(screen.getByRole('status')).toHaveTextContent('Closed now, opens on Monday at 08:00 Romanian time');
  });

  it('reads the office clock in the browser without Intl', async () => {
    jest.useFakeTimers({ now: new Date(Date.UTC(2026, 0, 12, 5, 30)) }); // Monday 07:30 EET
    const built = await card(); // the server formats with Intl; the browser must not
    const intl = jest.spyOn(Intl, 'DateTimeFormat').mockImplementation(() => {
      throw new Error('Intl.DateTimeFormat was asked');
    });
    render(built);
    expect(screen.getByRole('status')).toHaveTextContent(/^Closed now, opens today at 08:00 Romanian time$/);
    expect(intl).not.toHaveBeenCalled();
    intl.mockRestore();
  });

  it('stops its timer when it leaves the page', async () => {
    jest.useFakeTimers({ now: mondayTen });
    const { unmount } = render(await card());
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});
