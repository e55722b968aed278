'use client';

import { useEffect } from 'react';
import { BrandMark } from '@/components/brand-mark/brand-mark';
import { buttonClasses } from '@/components/button-link/button-classes';
import { useErrorCopy } from './error-copy';
import styles from './error-view.module.scss';

/**
 * The page shown when a component fails to render: "Unexpected Application Error" (localized), the
 * error's own message or the generic one, and a way back home. Also the document's title.
 */
export function ErrorView({ error }: { error: Error }) {
  const copy = useErrorCopy();
  const message = error.message.trim() || copy.generic;

  useEffect(() => {
    console.error(error);
  }, [error]);

  // The crash page is the document's title. Next may still (re)insert the failed page's metadata
  // <title> after this mounts, so the title is held for as long as the crash page is shown.
  useEffect(() => {
    const hold = () => {
      if (document.title !== copy.title) document.title = copy.title;
    };
    hold();
    const observer = new MutationObserver(hold);
    observer.observe(document.head, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [copy.title]);

  return (
    <div className={styles.page} role="alert">
      <a href={copy.homeHref} className={styles.brand}>
        <BrandMark />
      </a>
      <h1 className={styles.title}>{copy.title}</h1>
      <pre className={styles.message}>{message}</pre>
      {/* A full page load, not client navigation: the way out of a crashed page. */}
      <a href={copy.homeHref} className={buttonClasses()}>
        {copy.backToHome}
      </a>
    </div>
  );
}
