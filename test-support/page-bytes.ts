/**
 * What an exported page makes a browser download, counted alike by the budgets and the benchmark:
 * only what the HTML names that a modern browser fetches, text at gzip -9 (a measure no server
 * changes), fonts and images at their size.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { DomUtils, parseDocument } from 'htmlparser2';
import { deferredScriptsAttribute } from '../postbuild/first-paint/loader-attribute';

type Element = ReturnType<typeof DomUtils.findAll>[number];

const gzipSize = (data: string | Buffer): number => gzipSync(data, { level: 9 }).length;

interface Resource {
  url: string;
  /** gzip -9 for text files, the file size otherwise; 0 when missing. */
  bytes: number;
  missing?: boolean;
}

interface ImageTag {
  src: string;
  width?: string;
  height?: string;
  loading?: string;
  fetchpriority?: string;
}

export interface PageBytes {
  scripts: Resource[];
  js: number;
  inlineScripts: number;
  inlineScriptsGzip: number;
  html: number;
  /** The page's brotli copy (`x.html.br`); 0 when the build wrote none. */
  htmlBrotli: number;
  /** The HTML without the inline coverage map; equals `html` on pages without one. */
  htmlWithoutMap: number;
  /** The coverage map, inline `<svg>` or file, gzip -9 (0 without a map), and its raw size. */
  map: number;
  mapRaw: number;
  /** The map's file when an `<img>` shows it; undefined when it is inline or absent. */
  mapFile?: string;
  /** How often the map's first path data occurs in the HTML (2: the inline data repeats it). */
  mapCopies: number;
  /** Linked stylesheets; `cssBytes` adds the inline `<style>` text to them. */
  css: Resource[];
  inlineCss: number;
  cssBytes: number;
  fonts: Resource[];
  images: Resource[];
  imgTags: ImageTag[];
}

const textFiles = /\.(js|mjs|css|svg|json|txt|html|xml)$/i;
const sharedCache = new Map<string, Resource>();

/** Bytes of the file of `outDir` a root-relative URL names, cached (every page names the same chunks). */
function resource(outDir: string, url: string, cache = sharedCache): Resource {
  const key = `${outDir}\n${url}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const file =
    url.startsWith('/') && !url.startsWith('//')
      ? path.join(outDir, decodeURIComponent(url.split(/[?#]/)[0]!))
      : undefined;
  let result: Resource = { url, bytes: 0, missing: true };
  if (file && existsSync(file) && statSync(file).isFile()) {
    const content = readFileSync(file);
    result = { url, bytes: textFiles.test(file) ? gzipSize(content) : content.length };
  }
  cache.set(key, result);
  return result;
}

const textOf = (element: Element) => DomUtils.textContent(element);
const rels = (element: Element) => (element.attribs.rel ?? '').toLowerCase().split(/\s+/);

const isJavaScript = (script: Element) =>
  /^(|module|text\/javascript|application\/javascript)$/i.test(script.attribs.type ?? '');

export const isScriptPreload = (link: Element) =>
  rels(link).includes('modulepreload') || (rels(link).includes('preload') && link.attribs.as === 'script');

/** The script URLs a page starts, in order: `<script src>` tags, then the deferred loader's list. */
function scriptUrls(scripts: Element[]): string[] {
  const tags = scripts
    .filter((s) => isJavaScript(s) && s.attribs.src !== undefined && !('nomodule' in s.attribs))
    .map((s) => s.attribs.src!);
  const loader = scripts.find((s) => s.attribs[deferredScriptsAttribute] !== undefined);
  return [...tags, ...(loader ? (JSON.parse(loader.attribs[deferredScriptsAttribute]!) as string[]) : [])];
}

/** The document with source offsets: `startIndex` of "<", `endIndex` of the last ">" of an element. */
export const parseHtml = (html: string) => parseDocument(html, { withStartIndices: true, withEndIndices: true });

/** The inline map of the coverage section: the `<svg>` that is, or is inside, its role="img" element. */
function inlineMap(section: Element | null): Element | undefined {
  const figure = section && DomUtils.findOne((e) => e.attribs.role === 'img', section.children);
  if (!figure) return undefined;
  return figure.name === 'svg' ? figure : (DomUtils.findOne((e) => e.name === 'svg', figure.children) ?? undefined);
}

export function pageBytes(outDir: string, htmlFile: string, cache = sharedCache): PageBytes {
  const html = readFileSync(htmlFile, 'utf8');
  const root = parseHtml(html);
  const all = (name: string) => DomUtils.getElementsByTagName(name, root.children, true);
  const files = (urls: string[]) => [...new Set(urls.filter(Boolean))].map((url) => resource(outDir, url, cache));
  const sum = (list: Resource[]) => list.reduce((total, r) => total + r.bytes, 0);
  const links = all('link');
  const preloads = (as: string) =>
    links.filter((l) => rels(l).includes('preload') && l.attribs.as === as).map((l) => l.attribs.href ?? '');

  const scriptElements = all('script');
  const scripts = files([
    ...scriptUrls(scriptElements),
    ...links.filter(isScriptPreload).map((l) => l.attribs.href ?? ''),
  ]);
  const inline = scriptElements.filter((s) => isJavaScript(s) && s.attribs.src === undefined);
  const inlineText = inline.map(textOf).join('\n');
  const css = files(
    links
      .filter((l) => rels(l).includes('stylesheet') && l.attribs.disabled === undefined)
      .map((l) => l.attribs.href ?? ''),
  );
  const styleText = all('style').map(textOf).join('\n');
  const inlineCss = styleText ? gzipSize(styleText) : 0;
  const imgTags = all('img').map(({ attribs: a }): ImageTag => {
    return { src: a.src ?? '', width: a.width, height: a.height, loading: a.loading, fetchpriority: a.fetchpriority };
  });

  const section = DomUtils.findOne(
    (e) => e.name === 'section' && /coverage/.test(e.attribs['aria-labelledby'] ?? ''),
    root.children,
  );
  const mapElement = inlineMap(section);
  const [mapStart, mapEnd] = mapElement ? [mapElement.startIndex!, mapElement.endIndex! + 1] : [0, 0];
  const mapHtml = html.slice(mapStart, mapEnd);
  const mapFile =
    mapElement || !section ? undefined : DomUtils.findOne((e) => e.name === 'img', section.children)?.attribs.src;
  const mapFileRaw =
    mapFile && !resource(outDir, mapFile, cache).missing ? statSync(path.join(outDir, mapFile)).size : 0;
  const firstPath = /\bd="([^"]{40})/.exec(mapHtml)?.[1];
  return {
    scripts,
    js: sum(scripts),
    inlineScripts: inline.length,
    inlineScriptsGzip: inlineText ? gzipSize(inlineText) : 0,
    html: gzipSize(html),
    htmlBrotli: existsSync(`${htmlFile}.br`) ? statSync(`${htmlFile}.br`).size : 0,
    htmlWithoutMap: gzipSize(html.slice(0, mapStart) + html.slice(mapEnd)),
    map: mapElement ? gzipSize(mapHtml) : mapFile ? resource(outDir, mapFile, cache).bytes : 0,
    mapRaw: mapElement ? Buffer.byteLength(mapHtml) : mapFileRaw,
    mapFile,
    mapCopies: firstPath ? html.split(firstPath).length - 1 : 0,
    css,
    inlineCss,
    cssBytes: sum(css) + inlineCss,
    fonts: files(preloads('font')),
    images: files([...imgTags.map((i) => i.src), ...preloads('image')]),
    imgTags,
  };
}
