'use client';

import { useEffect, useState } from 'react';
import { officeStatus, statusKey } from '@/lib/office-hours';
import styles from './office-hours.module.scss';

type Props = {
  /** Each sentence the line can say, formatted on the server, by `statusKey`. */
  texts: Record<string, string>;
};

/**
 * "Open now, until 17:00" or "Closed now, opens Monday at 08:00". A static page is served for
 * months, so the answer is computed in the browser: after mounting, at the start of every minute
 * and when the tab comes back into view (timers sleep in background tabs).
 */
export function OpenNow({ texts }: Props) {
  const [open, setOpen] = useState<boolean | null>(null);
  const [text, setText] = useState('');

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const update = () => {
      const status = officeStatus(new Date());
      // Same values as before: React skips the render, and the live region stays quiet.
      setOpen(status.open);
      setText(texts[statusKey(status)] ?? '');
      clearTimeout(timer);
      // The office's offset is whole hours, so its minutes start with UTC's.
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
  }, [texts]);

  if (open === null) return null;
  return (
    // role="status": a polite, atomic live region, so the change at closing time is announced.
    <p role="status" className={styles.status} data-testid="open-now" data-state={open ? 'open' : 'closed'}>
      <span className={styles.dot} aria-hidden="true" />
      {text}
    </p>
  );
}
