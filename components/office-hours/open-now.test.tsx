import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import en from '@/messages/en.json';
import ro from '@/messages/ro.json';
import { weekdayNames } from '@/lib/office-hours';
import { OpenNow } from './open-now';

const english = {
  openNow: en.contact.hours.openNow,
  closedNow: en.contact.hours.closedNow,
  closedNowToday: en.contact.hours.closedNowToday,
  weekdays: weekdayNames('en'),
};
const romanian = {
  openNow: ro.contact.hours.openNow,
  closedNow: ro.contact.hours.closedNow,
  closedNowToday: ro.contact.hours.closedNowToday,
  weekdays: weekdayNames('ro'),
};

// Bucharest wall-clock instants in winter (EET, UTC+2); 12 January 2026 is a Monday.
const mondayTen = new Date(Date.UTC(2026, 0, 12, 8, 0));
const mondayFourPm = new Date(Date.UTC(2026, 0, 12, 14, 59, 30)); // 16:59:30
const saturdayOnePm = new Date(Date.UTC(2026, 0, 17, 11, 0));
const mondaySeven = new Date(Date.UTC(2026, 0, 12, 5, 0));

describe('OpenNow', () => {
  afterEach(() => jest.useRealTimers());

  it('is absent from the server HTML, so a static page never carries a stale answer', () => {
    jest.useFakeTimers({ now: mondayTen });
    expect(renderToString(<OpenNow {...english} />)).toBe('');
  });

  it('says the office is open, and until when, on a Monday at 10:00', () => {
    jest.useFakeTimers({ now: mondayTen });
    render(<OpenNow {...english} />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(/^Open now until 17:00$/);
    expect(status).toHaveAttribute('data-state', 'open');
  });

  it('names the day it reopens on a Saturday at 13:00', () => {
    jest.useFakeTimers({ now: saturdayOnePm });
    render(<OpenNow {...english} />);
    expect(screen.getByRole('status')).toHaveTextContent(/^Closed now, opens on Monday at 08:00$/);
    expect(screen.getByTestId('open-now')).toHaveAttribute('data-state', 'closed');
  });

  it('says "today" before opening time on a working day, not the name of today', () => {
    jest.useFakeTimers({ now: mondaySeven });
    render(<OpenNow {...english} />);
    expect(screen.getByRole('status')).toHaveTextContent(/^Closed now, opens today at 08:00$/);
  });

  it('speaks the page language', () => {
    jest.useFakeTimers({ now: saturdayOnePm });
    render(<OpenNow {...romanian} />);
    expect(screen.getByRole('status')).toHaveTextContent(/^Acum este închis; se deschide luni la 08:00$/);
  });

  it('turns to closed when the clock passes 17:00, without a reload', () => {
    jest.useFakeTimers({ now: mondayFourPm });
    render(<OpenNow {...english} />);
    expect(screen.getByRole('status')).toHaveTextContent('Open now until 17:00');

    act(() => jest.advanceTimersByTime(29_000)); // 16:59:59
    expect(screen.getByRole('status')).toHaveTextContent('Open now until 17:00');

    act(() => jest.advanceTimersByTime(1_000)); // 17:00:00, the start of the minute
    expect(screen.getByRole('status')).toHaveTextContent(/^Closed now, opens on Tuesday at 08:00$/);
  });

  it('catches up when a sleeping tab comes back into view', () => {
    jest.useFakeTimers({ now: mondayTen });
    render(<OpenNow {...english} />);
    // The timers of a background tab may not run: move the clock alone, then show the tab.
    jest.setSystemTime(saturdayOnePm);
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(screen.getByRole('status')).toHaveTextContent('Closed now, opens on Monday at 08:00');
  });

  it('reads the office clock without Intl', () => {
    // A browser without Intl's date formatting: setting it up is what the page must not pay for.
    const intl = jest.spyOn(Intl, 'DateTimeFormat').mockImplementation(() => {
      throw new Error('Intl.DateTimeFormat was asked');
    });
    jest.useFakeTimers({ now: new Date(Date.UTC(2026, 0, 12, 5, 30)) }); // Monday 07:30 EET
    render(<OpenNow {...english} />);
    expect(screen.getByRole('status')).toHaveTextContent(/^Closed now, opens today at 08:00$/);
    expect(intl).not.toHaveBeenCalled();
    intl.mockRestore();
  });

  it('stops its timer when it leaves the page', () => {
    jest.useFakeTimers({ now: mondayTen });
    const { unmount } = render(<OpenNow {...english} />);
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});
