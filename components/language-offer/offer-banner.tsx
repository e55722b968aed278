'use client';

import { LanguageLink } from '@/components/language-switcher/language-link';
import type { Locale } from '@/i18n/locales';
import type { LanguageOfferCopy } from '@/lib/language-offer';
import { dismissLanguageOffer } from '@/lib/language-preference';
import styles from './offer-banner.module.scss';

type Props = { target: Locale; copy: LanguageOfferCopy; href: string; onDismiss: () => void };

/**
 * The offer itself, loaded only where one is due: a labelled region in the offered language with a
 * link to the same page in it, and a button that closes it for good. Following the link is a
 * language choice (LanguageLink stores it, as the switcher does).
 *
 * It is the last thing in the page and sticks to the bottom of the window: it covers no content
 * for good (at the end of the page it sits below the footer) and moves nothing as it appears.
 */
export function OfferBanner({ target, copy, href, onDismiss }: Props) {
  return (
    // The menu makes it inert with the rest of the page while it is open.
    <aside className={styles.offer} aria-label={copy.label} lang={target} data-menu-background data-language-offer>
      <div className={`container ${styles.inner}`}>
        <p className={styles.text}>
          {copy.text}{' '}
          <LanguageLink href={href} locale={target} current={false} className={styles.link}>
            {copy.link}
          </LanguageLink>
        </p>
        <button
          type="button"
          className={styles.dismiss}
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
