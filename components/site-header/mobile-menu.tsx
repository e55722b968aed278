'use client';

import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { afterNextPaint } from '@/lib/after-next-paint';
import { preloadMotion, preloadMotionOnFirstUse } from '@/lib/motion/load-motion';
import { usePresence } from '@/lib/motion/use-presence';
import styles from './site-header.module.scss';

type Props = { openLabel: string; closeLabel: string; children: ReactNode };

/** The phone's full-screen menu, a disclosure; while open the page behind is inert and does not scroll. */
export function MobileMenu({ openLabel, closeLabel, children }: Props) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const present = usePresence(open, panelRef, 'menuPanel');

  useEffect(preloadMotionOnFirstUse, []);

  const close = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const root = document.documentElement;
    const background = Array.from(document.querySelectorAll<HTMLElement>('[data-menu-background]'));
    panelRef.current?.querySelector<HTMLElement>('a, button')?.focus();
    // Inert restyles the whole page: done after the open panel is painted, so the tap is answered first.
    const shutOut = afterNextPaint(() => {
      root.style.overflow = 'hidden';
      background.forEach((element) => (element.inert = true));
    });

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      shutOut();
      root.style.overflow = '';
      background.forEach((element) => (element.inert = false));
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, close]);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={styles.menuButton}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? closeLabel : openLabel}
        onFocus={preloadMotion}
        onClick={() => setOpen((value) => !value)}
      >
        <span className={styles.menuIcon} data-open={open} aria-hidden="true" />
      </button>
      <div
        ref={panelRef}
        id={panelId}
        className={styles.menuPanel}
        hidden={!present}
        inert={present && !open}
        onClick={(event) => {
          if ((event.target as HTMLElement).closest('a')) close();
        }}
      >
        {children}
      </div>
    </>
  );
}
