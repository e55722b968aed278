import clsx from 'clsx';
import { getTranslations } from 'next-intl/server';
import { locales, type Locale } from '@/i18n/locales';
import { pagePath, type PageId } from '@/i18n/pages';
import { storedChoiceMonths } from '@/lib/browser-storage';
import { LanguageLink } from './language-link';
import styles from './language-switcher.module.scss';

type Props = {
  locale: Locale;
  /** The page to offer in each language; the 404 page, which is none, offers the home pages. */
  page?: PageId;
  /** bar: RO EN DE; menu and footer: code and language name. */
  place: 'bar' | 'menu' | 'footer';
  className?: string;
};

/** RO / EN / DE: links to the same page in each language, the current one marked, and how long the choice is kept. */
export async function LanguageSwitcher({ locale, page = 'home', place, className }: Props) {
  const t = await getTranslations({ locale, namespace: 'languages' });
  const compact = place === 'bar';
  const noteId = `language-note-${place}-${locale}`;
  const list = (
    // Each link names its language ("EN English"), so the list needs no label of its own.
    <ul className={clsx(styles.list, !compact && [styles.full, className])} data-language-switcher>
      {locales.map((target) => (
        <li key={target}>
          <LanguageLink
            href={pagePath(page, target)}
            locale={target}
            current={target === locale}
            describedBy={noteId}
            className={styles.link}
          >
            <span className={styles.code}>{target.toUpperCase()}</span>
            <span className={compact ? 'visually-hidden' : styles.name}>{t(target)}</span>
          </LanguageLink>
        </li>
      ))}
    </ul>
  );
  // A choice kept for months is said where it is made; in the bar, while the buttons are pointed at or focused.
  const note = (
    <p id={noteId} className={compact ? styles.barNote : styles.note}>
      {t('remembered', { months: storedChoiceMonths })}
    </p>
  );
  return compact ? (
    <div className={clsx(styles.bar, className)}>
      {list}
      {note}
    </div>
  ) : (
    <>
      {list}
      {note}
    </>
  );
}
