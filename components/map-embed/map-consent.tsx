'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { buttonClasses } from '@/components/button-link/button-classes';
import { forgetMapConsent, mapConsentRemembered, rememberMapConsent } from '@/lib/map-consent';
import styles from './map-embed.module.scss';

/** A remembered choice loads the map only when its box nears the screen. */
const ROOT_MARGIN = '200px';

type Props = {
  src: string;
  title: string;
  copy: { show: string; remember: string; hide: string; hideAndForget: string };
  children: ReactNode;
};

/**
 * Nothing reaches Google before consent. The map covers the prompt in the same box, which keeps its
 * size so nothing moves; the button under it withdraws consent where it was given.
 */
export function MapConsent({ src, title, copy, children }: Props) {
  const [shown, setShown] = useState(false);
  const [remembered, setRemembered] = useState(false);
  const showButton = useRef<HTMLButtonElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const remember = useRef<HTMLInputElement>(null);
  const asked = useRef(false);

  useEffect(() => {
    const element = box.current;
    if (!element || !mapConsentRemembered()) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) return;
        observer.disconnect();
        setRemembered(true);
        setShown(true);
      },
      { rootMargin: ROOT_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // The focus goes to what took the pressed button's place.
  useEffect(() => {
    if (!asked.current) return;
    if (shown) frame.current?.focus();
    else showButton.current?.focus();
  }, [shown]);

  function show() {
    // The box is read as it is: a tick made before the page's scripts ran counts too.
    const rememberChoice = remember.current?.checked ?? false;
    if (rememberChoice) rememberMapConsent();
    asked.current = true;
    setRemembered(rememberChoice);
    setShown(true);
  }

  function hide() {
    forgetMapConsent();
    if (remember.current) remember.current.checked = false;
    asked.current = true;
    setRemembered(false);
    setShown(false);
  }

  return (
    <>
      <div className={styles.frame}>
        <div ref={box} className={styles.consent}>
          <div className={styles.prompt} inert={shown} data-covered={shown || undefined}>
            {children}
            <div className={styles.actions} data-script-only>
              <button ref={showButton} type="button" className={styles.show} onClick={show}>
                {copy.show}
              </button>
              <label className={styles.remember}>
                <input ref={remember} type="checkbox" />
                {copy.remember}
              </label>
            </div>
          </div>
          {shown && (
            <iframe
              ref={frame}
              src={src}
              title={title}
              width={800}
              height={600}
              referrerPolicy="strict-origin-when-cross-origin"
              className={styles.iframe}
            />
          )}
        </div>
      </div>
      {shown && (
        <button type="button" className={buttonClasses('ghost', styles.hide)} onClick={hide}>
          {remembered ? copy.hideAndForget : copy.hide}
        </button>
      )}
    </>
  );
}
