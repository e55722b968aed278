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
  /** compact: RO EN DE (header); full: code and language name, and how long the choice is kept (menu, footer). */
  variant: 'compact' | 'full';
  className?: string;
};

/** RO / EN / DE: links to the same page in each language, the current one marked. */
export async function LanguageSwitcher({ locale, page = 'home', variant, className }: Props) {
  const t = await getTranslations({ locale, namespace: 'languages' });
  const list = (
    // Each link names its language ("EN English"), so the list needs no label of its own.
    <ul className={clsx(styles.list, styles[variant], className)} data-language-switcher>
      {locales.map((target) => (
        <li key={target}>
          <LanguageLink
            href={pagePath(page, target)}
            locale={target}
            current={target === locale}
            className={styles.link}
          >
            <span className={styles.code}>{target.toUpperCase()}</span>
            {variant === 'full' ? (
              <span className={styles.name}>{t(target)}</span>
            ) : (
              <span className="visually-hidden">{t(target)}</span>
            )}
          </LanguageLink>
        </li>
      ))}
    </ul>
  );
  if (variant === 'compact') return list;
  return (
    <>
      {list}
      <p className={styles.remembered}>{t('remembered', { months: storedChoiceMonths })}</p>
    </>
  );
}
