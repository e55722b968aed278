/**
 * The one inline script that starts Next's scripts once the page has painted. It runs at the end
 * of <body>, so the whole document is parsed; its `data-deferred-scripts` attribute lists the
 * scripts the page used to start with `<script src async>` tags, in their order.
 *
 * Why: those tags made the browser fetch and run the framework (about 140 KB) as soon as it
 * arrived, and on a fast connection it arrived before the first frame, so the content waited for
 * hydration to paint. Started from here they run after the first frame: the page paints as fast
 * as its HTML alone, then becomes interactive.
 *
 * requestAnimationFrame runs just before the next frame is drawn and the timeout it schedules runs
 * just after, so the scripts start once the first frame is on screen. A hidden tab draws no
 * frames: its scripts wait until it is shown, which is when a visitor can first use them.
 *
 * It is serialised with Function#toString, so it must not use anything from outside its body, and
 * its text is the same on every page (one hash in the Content Security Policy).
 */
export function startDeferredScripts(): void {
  const loader = document.currentScript;
  const sources = JSON.parse(loader?.getAttribute('data-deferred-scripts') ?? '[]') as string[];
  requestAnimationFrame(() => {
    setTimeout(() => {
      for (const source of sources) {
        const script = document.createElement('script');
        script.src = source;
        // Created scripts are async, as the tags were: each runs as soon as it has arrived.
        script.async = true;
        document.body.appendChild(script);
      }
    }, 0);
  });
}

export const scriptLoaderCode = `(${startDeferredScripts.toString()})()`;
