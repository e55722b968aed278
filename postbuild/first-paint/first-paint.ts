import { browserScript } from '../../lib/node/inline-script';
import { scriptLoaderModule } from './script-loader';
import { classesOfHtml, classesOfScript, usedRules } from './used-rules';

/**
 * Rewrites an exported HTML document so that it paints before any framework script runs:
 * - Next's `<script src async>` tags (and their `<link rel="preload" as="script">`) are replaced by
 *   one inline loader at the end of <body> that starts the same scripts after the first
 *   contentful paint (see script-loader.ts);
 * - each `<link rel="stylesheet">` of the build becomes a `<style>` element with the rules of the
 *   file the page's HTML can use (used-rules.ts), so the first frame waits for no CSS request; the
 *   loader enables the whole file after the first paint, and starts the framework once it is in;
 * - the page's React Server Components data moves to the file Next exports beside it, which the
 *   loader fetches after the first paint (moveFlightData); Next's one-line `[0]` start stays.
 * All three rely on the shape of Next's exported HTML; where it differs from what is expected, the
 * rewrite throws instead of guessing, so a Next upgrade that changes it fails the build.
 */

/** What a rewrite did, for the build's log and the tests. */
export interface FirstPaintRewrite {
  html: string;
  deferredScripts: string[];
  inlinedStylesheets: string[];
  /** The file the page's React Server Components data now comes from, if it moved out. */
  flightUrl?: string;
}

/** The export's copy of a page's React Server Components data: its URL path and its text. */
export interface FlightFile {
  url: string;
  text: string;
}

/** The loader's script (script-loader.ts), compiled once: the same text on every page. */
export const scriptLoaderCode = browserScript(scriptLoaderModule, 'startScriptsAfterFirstPaint');

const asyncScript = /<script src="(\/_next\/static\/[^"]+\.js)" async=""><\/script>/g;
const scriptPreload = /<link rel="preload" as="script" fetchPriority="low" href="(\/_next\/static\/[^"]+\.js)"\/>/g;
const flightChunk = /<script>self\.__next_f\.push\((\[[\s\S]*?\])\)<\/script>/g;
const stylesheet = /<link rel="stylesheet" href="(\/_next\/static\/[^"]+\.css)" data-precedence="next"\/>/g;

/**
 * A stylesheet's relative url(…) points next to the file (`../media/x.woff2` from
 * /_next/static/chunks/): inlined into /en/about it would point under /en. Made absolute here.
 */
function withAbsoluteUrls(css: string, href: string): string {
  return css.replace(/url\((['"]?)([^'")]+)\1\)/g, (whole, quote: string, reference: string) => {
    if (/^(?:[a-z][a-z0-9+.-]*:|\/|#)/i.test(reference)) return whole;
    const url = new URL(reference, `https://site${href}`);
    return `url(${quote}${url.pathname}${url.search}${url.hash}${quote})`;
  });
}

function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/**
 * Takes the page's React Server Components data (the `self.__next_f.push([1, "…"])` scripts, about
 * half of the HTML's bytes) out of the HTML, when the export holds the same data as a file
 * (`en/about.txt`, which Next writes for client navigation). The loader fetches it before it
 * starts the scripts that read it. Why: the HTML without it fits in the first round trip of a
 * new connection (about 14 KB), and with it it needs a second one before anything is painted.
 */
export function moveFlightData(html: string, flight: FlightFile): string {
  const chunks = [...html.matchAll(flightChunk)].map((match) => JSON.parse(match[1]!) as unknown[]);
  if (chunks.length === 0)
    throw new Error("no self.__next_f.push([1, …]) scripts: has the shape of Next's HTML changed?");
  if (chunks.some((chunk) => chunk[0] !== 1 || typeof chunk[1] !== 'string'))
    throw new Error('RSC data of another kind than text');
  if (chunks.map((chunk) => chunk[1]).join('') !== flight.text)
    throw new Error(`its RSC data differs from ${flight.url}`);
  return html.replace(flightChunk, '');
}

/** Moves the start of Next's scripts after the first paint, after fetching `flightUrl` if given. */
export function deferScripts(html: string, flightUrl?: string): { html: string; sources: string[] } {
  const sources = [...new Set([...html.matchAll(asyncScript)].map((match) => match[1]!))];
  if (sources.length === 0)
    throw new Error('no <script src="/_next/…" async=""> tags: has the shape of Next\'s HTML changed?');
  const preloaded = [...html.matchAll(scriptPreload)].map((match) => match[1]!);
  const strayPreload = preloaded.find((source) => !sources.includes(source));
  if (strayPreload) throw new Error(`a script preload without its script tag: ${strayPreload}`);
  const leftover = /<script\b[^>]*\bsrc="\/_next\/[^"]*"(?![^>]*noModule)[^>]*>/.exec(html.replace(asyncScript, ''));
  if (leftover) throw new Error(`a script tag of another shape: ${leftover[0]}`);

  const flightAttribute = flightUrl ? ` data-flight="${escapeAttribute(flightUrl)}"` : '';
  const loader = `<script data-deferred-scripts="${escapeAttribute(JSON.stringify(sources))}"${flightAttribute}>${scriptLoaderCode}</script>`;
  const rewritten = html.replace(asyncScript, '').replace(scriptPreload, '');
  const end = rewritten.lastIndexOf('</body>');
  if (end === -1) throw new Error('a document without </body>');
  return { html: rewritten.slice(0, end) + loader + rewritten.slice(end), sources };
}

/**
 * Replaces the build's stylesheet links by the rules of their content that the page's HTML can use
 * (used-rules.ts); `readAsset` reads a file by URL path.
 */
export function inlineStylesheets(
  html: string,
  readAsset: (path: string) => string,
): { html: string; hrefs: string[] } {
  const hrefs: string[] = [];
  const classes = new Set(classesOfPage(html));
  const rewritten = html.replace(stylesheet, (_tag, href: string) => {
    const css = withAbsoluteUrls(readAsset(href), href);
    if (/<\/style/i.test(css)) throw new Error(`${href} contains "</style": it cannot be inlined`);
    hrefs.push(href);
    // The link stays, disabled: React finds it on hydration and takes the sheet as loaded, instead
    // of fetching the file and waiting for it; the loader enables it once the page has painted.
    return `<style data-href="${href}">${usedRules(css, classes)}</style><link rel="stylesheet" href="${href}" data-precedence="next" disabled=""/>`;
  });
  const leftover = /<link rel="stylesheet"(?![^>]*disabled="")[^>]*>/.exec(rewritten);
  if (leftover) throw new Error(`a stylesheet link of another shape: ${leftover[0]}`);
  return { html: rewritten, hrefs };
}

/** The classes a document can have from its own HTML: on its elements, and named by its inline scripts. */
function classesOfPage(html: string): string[] {
  const withoutStyles = html.replace(/<style[^>]*>[\s\S]*?<\/style>/g, '');
  const inlineScripts = [...withoutStyles.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)];
  return [...classesOfHtml(withoutStyles), ...inlineScripts.flatMap(([, code]) => classesOfScript(code!))];
}

export function paintFirst(html: string, readAsset: (path: string) => string, flight?: FlightFile): FirstPaintRewrite {
  const styled = inlineStylesheets(html, readAsset);
  const withoutFlight = flight ? moveFlightData(styled.html, flight) : styled.html;
  const deferred = deferScripts(withoutFlight, flight?.url);
  return {
    html: deferred.html,
    deferredScripts: deferred.sources,
    inlinedStylesheets: styled.hrefs,
    flightUrl: flight?.url,
  };
}
