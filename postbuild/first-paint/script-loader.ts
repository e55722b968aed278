import type { InlineModule } from '../../lib/node/inline-script';

/** Where Next's scripts read the page's React Server Components data. */
type WithFlightData = typeof self & { __next_f: unknown[][] };

/** Enables the page's disabled stylesheets; resolves once each has loaded or failed, or after 2 s (one may never report). */
function wholeStylesheets(): Promise<void> {
  const links = Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][disabled]'));
  const loaded = links.map(
    (link) =>
      new Promise<void>((resolve) => {
        link.addEventListener('load', () => resolve(), { once: true });
        link.addEventListener('error', () => resolve(), { once: true });
        link.disabled = false;
      }),
  );
  return Promise.race([
    Promise.all(loaded).then(() => undefined),
    new Promise<void>((resolve) => setTimeout(resolve, 2000)),
  ]);
}

/**
 * Starts Next's scripts (`data-deferred-scripts`) after the first contentful paint, so that the
 * framework (about 140 KB) never delays it; first fetches the page's data (`data-flight`) and its
 * whole stylesheets. Without paint timing, after the first frame; without any paint in 2 s (a
 * background tab), anyway. The same text on every page: one hash in the policy.
 */
export function startScriptsAfterFirstPaint(loader: Element = document.currentScript!): void {
  const sources = JSON.parse(loader.getAttribute('data-deferred-scripts')!) as string[];
  const flight = loader.getAttribute('data-flight');
  let started = false;

  const run = () => {
    for (const source of sources) {
      const script = document.createElement('script');
      script.src = source;
      script.async = true;
      document.body.appendChild(script);
    }
  };

  const start = () => {
    if (started) return;
    started = true;
    // Downloaded now, run once the whole stylesheets are in: the inline CSS holds only this HTML's rules.
    for (const source of sources) {
      const preload = document.createElement('link');
      preload.rel = 'preload';
      preload.as = 'script';
      preload.href = source;
      document.head.appendChild(preload);
    }
    const data = flight
      ? fetch(flight)
          .then((response) => {
            if (!response.ok) throw new Error(`${flight}: ${response.status}`);
            return response.text();
          })
          .then((text) => {
            (self as WithFlightData).__next_f.push([1, text]);
          })
      : Promise.resolve();
    // Without the data the scripts would fail: the page stays as its HTML, shown as without JavaScript.
    Promise.all([data, wholeStylesheets()])
      .then(run)
      .catch((error: unknown) => {
        delete document.documentElement.dataset.js;
        console.warn(error);
      });
  };

  const entryTypes = typeof PerformanceObserver === 'undefined' ? [] : (PerformanceObserver.supportedEntryTypes ?? []);
  if (entryTypes.includes('paint')) {
    new PerformanceObserver((entries, observer) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      setTimeout(start, 0);
    }).observe({ type: 'paint', buffered: true });
    setTimeout(start, 2000);
  } else {
    requestAnimationFrame(() => setTimeout(start, 0));
  }
}

export const scriptLoaderModule: InlineModule<{ startScriptsAfterFirstPaint: typeof startScriptsAfterFirstPaint }> = {
  path: 'postbuild/first-paint/script-loader.ts',
};
