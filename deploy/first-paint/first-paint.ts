import { scriptLoaderCode } from './script-loader';

/**
 * Rewrites an exported HTML document so that it paints before any framework script runs:
 * - Next's `<script src async>` tags (and their `<link rel="preload" as="script">`) are replaced by
 *   one inline loader at the end of <body> that starts the same scripts after the first frame
 *   (see script-loader.ts); the inline `self.__next_f` data scripts stay where they are;
 * - each `<link rel="stylesheet">` of the build becomes a `<style>` element with the file's
 *   content, so the first frame waits for no CSS request.
 * Both rely on the shape of Next's exported HTML; where it differs from what is expected, the
 * rewrite throws instead of guessing, so a Next upgrade that changes it fails the build.
 */

/** What a rewrite did, for the build's log and the tests. */
export interface FirstPaintRewrite {
  html: string;
  deferredScripts: string[];
  inlinedStylesheets: string[];
}

const asyncScript = /<script src="(\/_next\/static\/[^"]+\.js)" async=""><\/script>/g;
const scriptPreload = /<link rel="preload" as="script" fetchPriority="low" href="(\/_next\/static\/[^"]+\.js)"\/>/g;
const stylesheet = /<link rel="stylesheet" href="(\/_next\/static\/[^"]+\.css)" data-precedence="next"\/>/g;

function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** Moves the start of Next's scripts after the first paint. */
export function deferScripts(html: string): { html: string; sources: string[] } {
  const sources = [...html.matchAll(asyncScript)].map((match) => match[1]!);
  if (sources.length === 0) throw new Error('no <script src="/_next/…" async=""> tags: has the shape of Next\'s HTML changed?');
  const preloaded = [...html.matchAll(scriptPreload)].map((match) => match[1]!);
  const strayPreload = preloaded.find((source) => !sources.includes(source));
  if (strayPreload) throw new Error(`a script preload without its script tag: ${strayPreload}`);
  const leftover = /<script\b[^>]*\bsrc="\/_next\/[^"]*"(?![^>]*noModule)[^>]*>/.exec(html.replace(asyncScript, ''));
  if (leftover) throw new Error(`a script tag of another shape: ${leftover[0]}`);

  const loader = `<script data-deferred-scripts="${escapeAttribute(JSON.stringify([...new Set(sources)]))}">${scriptLoaderCode}</script>`;
  const rewritten = html.replace(asyncScript, '').replace(scriptPreload, '');
  const end = rewritten.lastIndexOf('</body>');
  if (end === -1) throw new Error('a document without </body>');
  return { html: rewritten.slice(0, end) + loader + rewritten.slice(end), sources: [...new Set(sources)] };
}

/** Replaces the build's stylesheet links by their content; `readAsset` reads a file by URL path. */
export function inlineStylesheets(html: string, readAsset: (path: string) => string): { html: string; hrefs: string[] } {
  const hrefs: string[] = [];
  const rewritten = html.replace(stylesheet, (_tag, href: string) => {
    const css = readAsset(href);
    if (/<\/style/i.test(css)) throw new Error(`${href} contains "</style": it cannot be inlined`);
    hrefs.push(href);
    return `<style data-href="${href}">${css}</style>`;
  });
  const leftover = /<link rel="stylesheet"[^>]*>/.exec(rewritten);
  if (leftover) throw new Error(`a stylesheet link of another shape: ${leftover[0]}`);
  return { html: rewritten, hrefs };
}

export function paintFirst(html: string, readAsset: (path: string) => string): FirstPaintRewrite {
  const styled = inlineStylesheets(html, readAsset);
  const deferred = deferScripts(styled.html);
  return { html: deferred.html, deferredScripts: deferred.sources, inlinedStylesheets: styled.hrefs };
}
