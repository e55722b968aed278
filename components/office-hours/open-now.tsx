'use client';

import { useEffect, useState } from 'react';
import { officeStatus, statusKey } from '@/lib/office-hours';
import styles from './office-hours.module.scss';

type Props = {
  /** Formatted on the server, by `statusKey`. */
  texts: Record<string, string>;
};

/** Computed in the browser (a static page is served for months); timers sleep in background tabs. */
export function OpenNow({ texts }: Props) {
  const [open, setOpen] = useState<boolean | null>(null);
  const [text, setText] = useState('');

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const update = () => {
      const status = officeStatus(new Date());
      // Unchanged values skip the render, so the live region stays quiet.
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
    // A polite live region: the change at closing time is announced.
    <p role="status" className={styles.status} data-state={open ? 'open' : 'closed'}>
      <span className={styles.dot} aria-hidden="true" />
      {text}
    </p>
  );
}
