'use client';

import { useEffect } from 'react';
import { BrandMark } from '@/components/brand-mark/brand-mark';
import { buttonClasses } from '@/components/button-link/button-classes';
import { useErrorCopy } from './error-copy';
import styles from './error-view.module.scss';

export function ErrorView({ error }: { error: Error }) {
  const copy = useErrorCopy();
  const message = error.message.trim() || copy.generic;

  useEffect(() => {
    console.error(error);
  }, [error]);

  // Held while shown: Next may reinsert the failed page's <title> after this mounts.
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
      {/* A full page load: the way out of a crashed page. */}
      <a href={copy.homeHref} className={buttonClasses()}>
        {copy.backToHome}
      </a>
    </div>
  );
}
