'use client';

import { useEffect, useState } from 'react';
import { officeStatus, type OfficeStatus } from '@/lib/office-hours';
import styles from './office-hours.module.scss';

type Props = {
  /** The raw message "Open now, until {time}". */
  openNow: string;
  /** The raw message "Closed now, opens {day} at {time}". */
  closedNow: string;
  /** The raw message "Closed now, opens today at {time}", for a closed office that opens later today. */
  closedNowToday: string;
  /** The page language's weekday names, Monday first, as written mid-sentence. */
  weekdays: readonly string[];
};

/** Fills the two placeholders; the messages are plain enough that next-intl need not ship here. */
function describe(status: OfficeStatus, { openNow, closedNow, closedNowToday, weekdays }: Props): string {
  if (status.open) return openNow.replace('{time}', status.closes);
  // Before opening on a working day the office opens "today", not "Monday" on a Monday.
  if (status.opens.inDays === 0) return closedNowToday.replace('{time}', status.opens.time);
  return closedNow.replace('{day}', weekdays[status.opens.weekday - 1] ?? '').replace('{time}', status.opens.time);
}

/**
 * "Open now, until 17:00" or "Closed now, opens Monday at 08:00", on the office's clock. A static
 * page is built once and served for months, so the answer is never in the HTML: it is computed in
 * the browser after mounting, then again at the start of every minute (the earliest it can change)
 * and whenever the tab comes back into view (timers sleep in background tabs).
 */
export function OpenNow(props: Props) {
  const [open, setOpen] = useState<boolean | null>(null);
  const [text, setText] = useState('');
  const { openNow, closedNow, closedNowToday, weekdays } = props;

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const update = () => {
      const status = officeStatus(new Date());
      // Same values as before: React skips the render, and the live region stays quiet.
      setOpen(status.open);
      setText(describe(status, { openNow, closedNow, closedNowToday, weekdays }));
      clearTimeout(timer);
      // The next minute on the office clock starts with UTC's (the zone's offset is whole hours).
      timer = setTimeout(update, 60_000 - (Date.now() % 60_000));
    };
    const onVisibilityChange = () => {
      if (document.visibilityState === 'visible') update();
    };
    update();
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibilityChange);
    };
  }, [openNow, closedNow, closedNowToday, weekdays]);

  if (open === null) return null;
  return (
    // role="status": a polite, atomic live region, so the change at closing time is announced.
    <p role="status" className={styles.status} data-testid="open-now" data-state={open ? 'open' : 'closed'}>
      <span className={styles.dot} aria-hidden="true" />
      {text}
    </p>
  );
}
