import { browserScript } from '../../lib/node/inline-script';
import { deferredScriptsAttribute, flightAttribute } from './loader-attribute';
import { scriptLoaderModule } from './script-loader';
import { classesOfHtml, classesOfScript, usedRules, withoutUnreadProperties } from './used-rules';

// Each step relies on the shape of Next's HTML and throws where it differs: an upgrade that changes it fails the build.

export interface FirstPaintRewrite {
  html: string;
  deferredScripts: string[];
  inlinedStylesheets: string[];
  flightUrl?: string;
}

export interface FlightFile {
  url: string;
  text: string;
}

export const scriptLoaderCode = browserScript(scriptLoaderModule, 'startScriptsAfterFirstPaint');

const asyncScript = /<script src="(\/_next\/static\/[^"]+\.js)" async=""><\/script>/g;
const scriptPreload = /<link rel="preload" as="script" fetchPriority="low" href="(\/_next\/static\/[^"]+\.js)"\/>/g;
const flightChunk = /<script>self\.__next_f\.push\((\[[\s\S]*?\])\)<\/script>/g;
const stylesheet = /<link rel="stylesheet" href="(\/_next\/static\/[^"]+\.css)" data-precedence="next"\/>/g;

// A stylesheet's relative url(…), inlined into /en/about, would point under /en.
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

/** Takes the page's RSC data (half its bytes) out of the HTML, for the loader to fetch: the rest fits the first round trip. */
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

  const flight = flightUrl ? ` ${flightAttribute}="${escapeAttribute(flightUrl)}"` : '';
  const loader = `<script ${deferredScriptsAttribute}="${escapeAttribute(JSON.stringify(sources))}"${flight}>${scriptLoaderCode}</script>`;
  const rewritten = html.replace(asyncScript, '').replace(scriptPreload, '');
  const end = rewritten.lastIndexOf('</body>');
  if (end === -1) throw new Error('a document without </body>');
  return { html: rewritten.slice(0, end) + loader + rewritten.slice(end), sources };
}

/** Replaces the stylesheet links by one <style> of the rules the page's HTML can use, so the first frame waits for no CSS. */
export function inlineStylesheets(
  html: string,
  readAsset: (path: string) => string,
): { html: string; hrefs: string[] } {
  const classes = new Set(classesOfPage(html));
  const hrefs = [...html.matchAll(stylesheet)].map((match) => match[1]!);
  const rules = hrefs.map((href) => {
    const css = withAbsoluteUrls(readAsset(href), href);
    if (/<\/style/i.test(css)) throw new Error(`${href} contains "</style": it cannot be inlined`);
    return usedRules(css, classes);
  });
  // One element: one hash in every page's Content Security Policy.
  const inline = `<style>${withoutUnreadProperties(rules.join(''), withoutStyles(html))}</style>`;
  // Kept, disabled: React takes them as loaded on hydration instead of waiting for them.
  const rewritten = html.replace(
    stylesheet,
    (_tag, href: string) =>
      `${href === hrefs[0] ? inline : ''}<link rel="stylesheet" href="${href}" data-precedence="next" disabled=""/>`,
  );
  const leftover = /<link rel="stylesheet"(?![^>]*disabled="")[^>]*>/.exec(rewritten);
  if (leftover) throw new Error(`a stylesheet link of another shape: ${leftover[0]}`);
  return { html: rewritten, hrefs };
}

const withoutStyles = (html: string) => html.replace(/<style[^>]*>[\s\S]*?<\/style>/g, '');

/** The classes a document can have from its own HTML: on its elements, and named by its inline scripts. */
function classesOfPage(html: string): string[] {
  const page = withoutStyles(html);
  const inlineScripts = [...page.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)];
  return [...classesOfHtml(page), ...inlineScripts.flatMap(([, code]) => classesOfScript(code!))];
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
