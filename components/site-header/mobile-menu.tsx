'use client';

import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { afterNextPaint } from '@/lib/after-next-paint';
import { preloadMotion, preloadMotionOnFirstUse } from '@/lib/motion/load-motion';
import { usePresence } from '@/lib/motion/use-presence';
import styles from './site-header.module.scss';

type Props = { openLabel: string; closeLabel: string; children: ReactNode };

/**
 * The small-screen menu, a WAI-ARIA disclosure: the hamburger button shows and hides a full-screen
 * panel. While open, the page behind neither scrolls nor takes focus (inert); Escape or following a
 * link closes it and focus returns to the button.
 *
 * It comes in and goes out animated (lib/motion/animations.ts): while it goes out it is already closed for
 * everything else (button state, focus, scrolling) and inert, and hidden once the exit has ended.
 */
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
    // The tap is answered first: the panel is painted open, and the page behind it is shut out once
    // that frame is on the screen. Making the page inert restyles every element on it: on a slow
    // phone, several frames' worth of work before the panel showed. Closing lets it back in at
    // once, so that the next Tab after the menu button reaches the page.
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
        // Following any link in the menu closes it (the page behind changes, or the language does).
        onClick={(event) => {
          if ((event.target as HTMLElement).closest('a')) close();
        }}
      >
        {children}
      </div>
    </>
  );
}
