/**
 * What an exported HTML file makes a browser download, in bytes, read from the file itself.
 *
 * Deterministic on purpose, so that a budget test can share this code with the benchmark report
 * and "JS per page" means the same thing in both. It looks only at what the HTML names:
 *   - JS: every <script src> (and <link rel=preload as=script> / modulepreload), once each, gzip -9.
 *     `nomodule` scripts are left out (the legacy polyfill: modern browsers never fetch it), and so
 *     are chunks a script loads later with import() (the HTML does not name them; Lighthouse's
 *     "JS transferred" column in the report counts those).
 *   - inline scripts: the text of <script> elements without src, gzip -9 (part of the HTML bytes;
 *     in a Next export they are mostly the React Server Components payload, self.__next_f.push).
 *   - HTML: the whole file, gzip -9; and the same without the inline coverage map <svg>.
 *   - the coverage map: that inline <svg>, or the SVG file an <img> of the coverage section shows,
 *     gzip -9 (the file is then also among the images).
 *   - fonts: <link rel=preload as=font>, file size (woff2 is compressed already; nginx does not gzip it).
 *   - images: <img src> and <link rel=preload as=image>, gzip -9 for SVG (nginx gzips
 *     image/svg+xml), file size otherwise.
 *   - CSS: <link rel=stylesheet>, gzip -9.
 * gzip -9 rather than nginx's level 1: a stable upper bound of compression, independent of server.
 *
 * The HTML is React's output (quoted attributes, no stray "<"), so a small tokenizer is enough and
 * keeps the budgets free of a parser dependency. It knows raw-text elements (script, style) so
 * that "<" inside a script does not start a tag.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface Tag {
  /** Lower-case element name. */
  name: string;
  /** Attributes with lower-case names (React writes fetchPriority, noModule…). */
  attrs: Record<string, string>;
  /** Offsets in the HTML: `start` at "<", `end` just after ">" of the start tag. */
  start: number;
  end: number;
  /** Written as `<x/>`: an empty element in SVG (React writes `<path …/>`). */
  selfClosing: boolean;
  /** For raw-text elements (script, style): their text and the offset after the end tag. */
  text?: string;
  closeEnd?: number;
}

interface CloseTag {
  name: string;
  start: number;
  end: number;
}

const rawText = new Set(['script', 'style', 'textarea', 'title']);
const voidElements = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

/** Start and end tags of a document, in order. Comments, doctype and text are skipped. */
export function tokenize(html: string): { tags: Tag[]; closes: CloseTag[]; order: (Tag | CloseTag)[] } {
  const tags: Tag[] = [];
  const closes: CloseTag[] = [];
  const order: (Tag | CloseTag)[] = [];
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt < 0) break;
    if (html.startsWith('<!--', lt)) {
      const end = html.indexOf('-->', lt + 4);
      i = end < 0 ? html.length : end + 3;
      continue;
    }
    if (html[lt + 1] === '!' || html[lt + 1] === '?') {
      const end = html.indexOf('>', lt);
      i = end < 0 ? html.length : end + 1;
      continue;
    }
    const closing = html[lt + 1] === '/';
    const nameMatch = /^[A-Za-z][^\s/>]*/.exec(html.slice(lt + (closing ? 2 : 1), lt + 80));
    if (!nameMatch) {
      i = lt + 1;
      continue;
    }
    const name = nameMatch[0].toLowerCase();
    let j = lt + (closing ? 2 : 1) + nameMatch[0].length;
    if (closing) {
      const end = html.indexOf('>', j);
      const close = { name, start: lt, end: end < 0 ? html.length : end + 1 };
      closes.push(close);
      order.push(close);
      i = close.end;
      continue;
    }
    // Attributes: name, name=value, name="value", name='value'.
    const attrs: Record<string, string> = {};
    for (;;) {
      while (j < html.length && /\s/.test(html[j]!)) j++;
      if (j >= html.length || html[j] === '>' || html.startsWith('/>', j)) break;
      const attr = /^[^\s=>/]+/.exec(html.slice(j, j + 200));
      if (!attr) {
        j++;
        continue;
      }
      j += attr[0].length;
      while (/\s/.test(html[j] ?? '')) j++;
      let value = '';
      if (html[j] === '=') {
        j++;
        while (/\s/.test(html[j] ?? '')) j++;
        const quote = html[j];
        if (quote === '"' || quote === "'") {
          const endQuote = html.indexOf(quote, j + 1);
          value = html.slice(j + 1, endQuote);
          j = endQuote + 1;
        } else {
          const unquoted = /^[^\s>]*/.exec(html.slice(j))![0];
          value = unquoted;
          j += unquoted.length;
        }
      }
      attrs[attr[0].toLowerCase()] = decodeEntities(value);
    }
    const end = html.indexOf('>', j) + 1;
    const tag: Tag = { name, attrs, start: lt, end, selfClosing: html[end - 2] === '/' };
    if (rawText.has(name)) {
      const close = html.toLowerCase().indexOf(`</${name}`, end);
      const closeAt = close < 0 ? html.length : close;
      tag.text = html.slice(end, closeAt);
      tag.closeEnd = close < 0 ? html.length : html.indexOf('>', close) + 1;
      i = tag.closeEnd;
    } else {
      i = end;
    }
    tags.push(tag);
    order.push(tag);
  }
  return { tags, closes, order };
}

function decodeEntities(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** The offset just after the end tag that closes `tag` (same name, nesting counted). */
export function elementEnd(order: (Tag | CloseTag)[], tag: Tag): number {
  if (voidElements.has(tag.name) || tag.selfClosing || tag.closeEnd !== undefined) return tag.closeEnd ?? tag.end;
  let depth = 0;
  for (const item of order) {
    if (item.start < tag.start) continue;
    if (item.name !== tag.name) continue;
    if ('attrs' in item) {
      if (!item.selfClosing) depth++;
    } else if (--depth === 0) {
      return item.end;
    }
  }
  return tag.end;
}

export const gzipSize = (data: string | Buffer): number => gzipSync(data, { level: 9 }).length;

/** One file the page names, with the bytes it costs over the wire (see the header comment). */
export interface Resource {
  url: string;
  /** Bytes on the wire: gzip -9 for text types, the file size otherwise; 0 when missing. */
  bytes: number;
  /** The file is not in the export (a broken reference, or an absolute URL elsewhere). */
  missing?: boolean;
}

export interface ImageInfo {
  src: string;
  width?: string;
  height?: string;
  loading?: string;
  fetchpriority?: string;
}

export interface PageBytes {
  file: string;
  /** External scripts the HTML names (JS budget). */
  scripts: Resource[];
  js: number;
  /** `nomodule` scripts, reported apart: modern browsers skip them. */
  noModuleJs: number;
  inlineScripts: number;
  inlineScriptsGzip: number;
  htmlRaw: number;
  html: number;
  /** HTML gzip with the inline coverage map removed; equals `html` on pages without the map. */
  htmlWithoutMap: number;
  /** The coverage map, inline <svg> or file, gzip -9; 0 when the page has none. */
  map: number;
  mapRaw: number;
  /** The map's file when the page shows it as an <img>; undefined when it is inline or absent. */
  mapFile?: string;
  /** How many times the map's first path data appears in the HTML (2 = also in the RSC payload). */
  mapCopies: number;
  fonts: Resource[];
  fontBytes: number;
  images: Resource[];
  imageBytes: number;
  imgTags: ImageInfo[];
  css: Resource[];
  cssBytes: number;
}

const textTypes = /\.(js|mjs|css|svg|json|txt|html|xml)$/i;

/** The file of `out/` a root-relative URL names, or undefined for other hosts. */
export function fileOf(outDir: string, url: string): string | undefined {
  if (!url.startsWith('/') || url.startsWith('//')) return undefined;
  const pathname = decodeURIComponent(url.split(/[?#]/)[0]!);
  return path.join(outDir, pathname);
}

/** Bytes of one named file, cached per build (the same chunk is named by every page). */
export function resource(outDir: string, url: string, cache = new Map<string, Resource>()): Resource {
  const key = `${outDir}\n${url}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const file = fileOf(outDir, url);
  let result: Resource;
  if (!file || !existsSync(file) || !statSync(file).isFile()) {
    result = { url, bytes: 0, missing: true };
  } else {
    const content = readFileSync(file);
    result = { url, bytes: textTypes.test(file) ? gzipSize(content) : content.length };
  }
  cache.set(key, result);
  return result;
}

const sharedCache = new Map<string, Resource>();

/** The tags inside the coverage section (<section aria-labelledby="coverage-heading">); [] without it. */
function coverageSectionTags(parsed: ReturnType<typeof tokenize>): Tag[] {
  const section = parsed.tags.find((t) => t.name === 'section' && /coverage/.test(t.attrs['aria-labelledby'] ?? t.attrs.id ?? ''));
  if (!section) return [];
  const sectionEnd = elementEnd(parsed.order, section);
  return parsed.tags.filter((t) => t.start > section.start && t.start < sectionEnd);
}

/**
 * The inline coverage map: the element with role="img" in the coverage section, which is the
 * <svg> itself or contains it. Returns its [start, end) offsets, or undefined on pages without it.
 */
export function findMap(html: string, parsed = tokenize(html)): [number, number] | undefined {
  const inSection = coverageSectionTags(parsed);
  const figure = inSection.find((t) => t.attrs.role === 'img');
  if (!figure) return undefined;
  const svg = figure.name === 'svg' ? figure : inSection.find((t) => t.name === 'svg' && t.start > figure.start && t.start < elementEnd(parsed.order, figure));
  if (!svg) return undefined;
  return [svg.start, elementEnd(parsed.order, svg)];
}

/** The src of an <img> in the coverage section: the map shown from its own file. */
export function findMapImage(parsed: ReturnType<typeof tokenize>): string | undefined {
  return coverageSectionTags(parsed).find((t) => t.name === 'img')?.attrs.src;
}

/** Everything above for one exported HTML file of `outDir`. */
export function analyzePage(outDir: string, htmlFile: string, cache = sharedCache): PageBytes {
  const html = readFileSync(htmlFile, 'utf8');
  const parsed = tokenize(html);
  const { tags } = parsed;
  const seen = new Set<string>();
  const scripts: Resource[] = [];
  let noModuleJs = 0;
  let inlineScripts = 0;
  let inlineText = '';
  const addScript = (url: string) => {
    if (seen.has(url)) return;
    seen.add(url);
    scripts.push(resource(outDir, url, cache));
  };
  const fonts: Resource[] = [];
  const images: Resource[] = [];
  const imageUrls = new Set<string>();
  const css: Resource[] = [];
  const imgTags: ImageInfo[] = [];
  const addImage = (url: string) => {
    if (!url || imageUrls.has(url)) return;
    imageUrls.add(url);
    images.push(resource(outDir, url, cache));
  };

  for (const tag of tags) {
    const a = tag.attrs;
    if (tag.name === 'script') {
      const type = (a.type ?? '').toLowerCase();
      const isJs = type === '' || type === 'module' || /javascript|ecmascript/.test(type);
      if (!isJs) continue; // JSON-LD and other data blocks are not scripts a browser runs.
      if (a.src !== undefined) {
        if ('nomodule' in a) noModuleJs += resource(outDir, a.src, cache).bytes;
        else addScript(a.src);
      } else {
        inlineScripts++;
        inlineText += `${tag.text ?? ''}\n`;
      }
    } else if (tag.name === 'link') {
      const rel = (a.rel ?? '').toLowerCase().split(/\s+/);
      const href = a.href ?? '';
      if (rel.includes('modulepreload') || (rel.includes('preload') && a.as === 'script')) addScript(href);
      else if (rel.includes('preload') && a.as === 'font') fonts.push(resource(outDir, href, cache));
      else if (rel.includes('preload') && a.as === 'image') addImage(href);
      else if (rel.includes('stylesheet')) css.push(resource(outDir, href, cache));
    } else if (tag.name === 'img') {
      imgTags.push({ src: a.src ?? '', width: a.width, height: a.height, loading: a.loading, fetchpriority: a.fetchpriority });
      addImage(a.src ?? '');
    }
  }

  const map = findMap(html, parsed);
  const mapHtml = map ? html.slice(map[0], map[1]) : '';
  const mapFile = map ? undefined : findMapImage(parsed);
  const mapFilePath = mapFile && fileOf(outDir, mapFile);
  const mapFileRaw = mapFilePath && existsSync(mapFilePath) ? statSync(mapFilePath).size : 0;
  const firstPath = /\bd="([^"]{40})/.exec(mapHtml)?.[1];
  const sum = (list: Resource[]) => list.reduce((total, r) => total + r.bytes, 0);
  return {
    file: htmlFile,
    scripts,
    js: sum(scripts),
    noModuleJs,
    inlineScripts,
    inlineScriptsGzip: inlineText ? gzipSize(inlineText) : 0,
    htmlRaw: Buffer.byteLength(html),
    html: gzipSize(html),
    htmlWithoutMap: map ? gzipSize(html.slice(0, map[0]) + html.slice(map[1])) : gzipSize(html),
    map: map ? gzipSize(mapHtml) : mapFile ? resource(outDir, mapFile, cache).bytes : 0,
    mapRaw: map ? Buffer.byteLength(mapHtml) : mapFileRaw,
    mapFile,
    mapCopies: firstPath ? html.split(firstPath).length - 1 : 0,
    fonts,
    fontBytes: sum(fonts),
    images,
    imageBytes: sum(images),
    imgTags,
    css,
    cssBytes: sum(css),
  };
}
