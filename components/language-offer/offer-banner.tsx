'use client';

import { LanguageLink } from '@/components/language-switcher/language-link';
import type { Locale } from '@/i18n/locales';
import type { LanguageOfferCopy } from '@/lib/offered-language';
import { dismissLanguageOffer } from '@/lib/language-preference';
import styles from './offer-banner.module.scss';

type Props = { target: Locale; copy: LanguageOfferCopy; href: string; onDismiss: () => void };

/** The offer itself, loaded only where one is due; following its link is a language choice, as in the switcher. */
export function OfferBanner({ target, copy, href, onDismiss }: Props) {
  return (
    <aside className={styles.offer} aria-label={copy.label} lang={target} data-menu-background data-language-offer>
      <div className={`container ${styles.inner}`}>
        <p className={styles.text}>
          <svg className={styles.globe} viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
            <g fill="none" stroke="currentColor" strokeWidth="1.5">
              <circle cx="8" cy="8" r="6.5" />
              <path d="M1.5 8h13M8 1.5c2 2 2.8 4.2 2.8 6.5S10 12.5 8 14.5C6 12.5 5.2 10.3 5.2 8S6 3.5 8 1.5z" />
            </g>
          </svg>
          <span className={styles.sentence}>{copy.text} </span>
          <LanguageLink href={href} locale={target} current={false} className={styles.link}>
            {copy.link}
          </LanguageLink>
        </p>
        <button
          type="button"
          className={styles.dismiss}
          title={copy.dismiss}
          onClick={() => {
            dismissLanguageOffer();
            onDismiss();
          }}
        >
          <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
            <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <span className="visually-hidden">{copy.dismiss}</span>
        </button>
      </div>
    </aside>
  );
}
