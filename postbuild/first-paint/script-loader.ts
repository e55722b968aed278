import type { InlineModule } from '../../lib/node/inline-script';

/** Where Next's scripts read the page's React Server Components data. */
type WithFlightData = typeof self & { __next_f: unknown[][] };

/**
 * Enables the page's stylesheets, linked but disabled (first-paint.ts), and resolves once each has
 * loaded or failed, or after two seconds at the latest: a sheet that never reports must not keep
 * the page from its scripts.
 */
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
 * The one inline script that starts Next's scripts once the page has painted. It runs at the end
 * of <body>, so the whole document is parsed; its `data-deferred-scripts` attribute lists the
 * scripts the page used to start with `<script src async>` tags, in their order.
 *
 * Why: those tags made the browser fetch and run the framework (about 140 KB) as soon as it
 * arrived, and on a fast connection it arrived before the first frame, so the content waited for
 * hydration to paint. Started from here they run after the first paint: the page paints as fast
 * as its HTML alone, then becomes interactive.
 *
 * When the page's React Server Components data was moved out of the HTML (`data-flight`, see
 * moveFlightData), it is fetched first and handed to Next where its scripts look for it. The page's
 * whole stylesheets, which it inlined only in part, are enabled and loaded first too.
 *
 * They start once the browser reports the first contentful paint. (The first frame is not always
 * it: while the page fades in, the early frames show nothing.) Where paint timing is missing they
 * start after the first frame; and if no paint is reported within two seconds they start anyway,
 * so that a page never stays without its scripts (a tab opened in the background, for one).
 *
 * first-paint.ts compiles it (lib/node/inline-script.ts): the same text on every page, one hash in
 * the Content Security Policy. Tests pass the loader element, which a page's script finds itself.
 */
export function startScriptsAfterFirstPaint(loader: Element = document.currentScript!): void {
  const sources = JSON.parse(loader.getAttribute('data-deferred-scripts')!) as string[];
  const flight = loader.getAttribute('data-flight');
  let started = false;

  const run = () => {
    for (const source of sources) {
      // Created scripts are async, as the tags were: each runs as soon as it has arrived.
      const script = document.createElement('script');
      script.src = source;
      script.async = true;
      document.body.appendChild(script);
    }
  };

  const start = () => {
    if (started) return;
    started = true;
    // The scripts download while the page's whole stylesheets and its data do (each below), and run
    // once all are in: the framework then never renders an element whose rules the page's inline CSS
    // left out (first-paint.ts inlines only the rules of the classes in its HTML).
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
    // Without the data the scripts would fail: the page then stays as its HTML, which works with
    // links alone.
    Promise.all([data, wholeStylesheets()])
      .then(run)
      .catch((error: unknown) => console.warn(error));
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

/** This module and the function that runs inline, for the code that compiles its call (lib/node/inline-script.ts). */
export const scriptLoaderModule: InlineModule<{ startScriptsAfterFirstPaint: typeof startScriptsAfterFirstPaint }> = {
  path: 'postbuild/first-paint/script-loader.ts',
};
