'use client';

import { useEffect, useRef, useState, type ComponentProps } from 'react';

/** How close to the screen the frame's box must come before the frame is loaded. */
const ROOT_MARGIN = '200px';

/**
 * An iframe that is only added once its box (the parent element) is about to scroll into view.
 *
 * loading="lazy" alone starts a frame 1,250 px or more ahead of the screen, which on a phone is
 * the whole contact page: a map embed then runs its scripts on the visitor's main thread while
 * the page is still starting. Until its box nears the screen the frame waits in a <noscript>, so
 * without JavaScript the browser still shows it (lazily), and crawlers see it in the HTML.
 */
export function DeferredIframe(props: ComponentProps<'iframe'>) {
  const [near, setNear] = useState(false);
  const placeholder = useRef<HTMLElement>(null);

  useEffect(() => {
    const box = placeholder.current?.parentElement;
    if (!box) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin: ROOT_MARGIN },
    );
    observer.observe(box);
    return () => observer.disconnect();
  }, []);

  const frame = <iframe {...props} />;
  return near ? frame : <noscript ref={placeholder}>{frame}</noscript>;
}
