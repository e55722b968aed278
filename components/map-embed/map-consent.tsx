'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { buttonClasses } from '@/components/button-link/button-classes';
import { forgetMapConsent, mapConsentRemembered, rememberMapConsent } from '@/lib/map-consent';
import styles from './map-embed.module.scss';

/** How close to the screen a remembered map's box must come before the map is loaded. */
const ROOT_MARGIN = '200px';

type Props = {
  /** The embed's address (Google Maps) and the frame's title. */
  src: string;
  title: string;
  copy: { show: string; remember: string; hide: string; hideAndForget: string };
  /** What the box says before the map is shown: the address, what showing it sends, and where to read more. */
  children: ReactNode;
};

/**
 * The map of the office, loaded only when the visitor asks: until then the box holds `children`
 * and a button. Nothing is sent to Google before the button is pressed, or before the box comes
 * near the screen when the visitor asked for their choice to be remembered. The map takes the
 * place of what the box said, in the same box, so nothing moves; what it said stays under the map
 * (hidden), keeping its size. Under the map, a button hides it again and forgets a remembered
 * choice: consent is withdrawn where it was given, and nothing more reaches Google once the frame
 * is gone. Without JavaScript the box links to the map instead (map-embed.tsx).
 */
export function MapConsent({ src, title, copy, children }: Props) {
  const [shown, setShown] = useState(false);
  const [remembered, setRemembered] = useState(false);
  const showButton = useRef<HTMLButtonElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const remember = useRef<HTMLInputElement>(null);
  const asked = useRef(false);

  // A remembered choice: the map loads when its box nears the screen, as any map embed would.
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

  // Asked for with a button: the focus goes to what took its place (the map, or the prompt's button).
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
