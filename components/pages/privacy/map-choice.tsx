'use client';

import { useSyncExternalStore } from 'react';
import { forgetMapConsent, mapConsentRemembered, subscribeMapConsent } from '@/lib/map-consent';
import styles from './privacy-page.module.scss';

type Props = { remembered: string; notRemembered: string; forget: string };

/** Without JavaScript nothing can have been remembered, which is what the HTML says. */
export function MapChoice({ remembered, notRemembered, forget }: Props) {
  const isRemembered = useSyncExternalStore(subscribeMapConsent, mapConsentRemembered, () => false);
  return (
    <div className={styles.choice}>
      <p role="status">{isRemembered ? remembered : notRemembered}</p>
      {isRemembered && (
        <button type="button" className={styles.forget} onClick={forgetMapConsent}>
          {forget}
        </button>
      )}
    </div>
  );
}
