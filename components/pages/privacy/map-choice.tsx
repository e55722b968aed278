'use client';

import { useReducer, useSyncExternalStore } from 'react';
import { forgetMapConsent, mapConsentRemembered } from '@/lib/map-consent';
import styles from './privacy-page.module.scss';

type Props = { remembered: string; notRemembered: string; forget: string };

/** Another tab of the site can change the choice: the storage event says so. */
function subscribe(onChange: () => void) {
  addEventListener('storage', onChange);
  return () => removeEventListener('storage', onChange);
}

/**
 * Whether this browser remembers that the contact page may show Google Maps without asking, and a
 * button to forget it: the consent given there, withdrawn here. Without JavaScript nothing can have
 * been remembered, which is what the HTML says.
 */
export function MapChoice({ remembered, notRemembered, forget }: Props) {
  // Forgetting changes the storage of this tab, which no event reports: it renders again itself.
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const isRemembered = useSyncExternalStore(subscribe, mapConsentRemembered, () => false);
  return (
    <div className={styles.choice}>
      <p role="status">{isRemembered ? remembered : notRemembered}</p>
      {isRemembered && (
        <button
          type="button"
          className={styles.forget}
          onClick={() => {
            forgetMapConsent();
            rerender();
          }}
        >
          {forget}
        </button>
      )}
    </div>
  );
}
