/**
 * The no-JavaScript variant of the export: the same files, with every exported HTML page stripped
 * of its <script> elements (external and inline) and of <link rel=preload as=script|modulepreload>,
 * so the browser downloads and runs no JavaScript at all. Served like the real site (serve.ts), it
 * is the floor for LCP: what the HTML and CSS alone achieve. Note that the page's own inline head
 * script (which marks <html data-js>) goes too, so the page shows its no-JS layout (every
 * accordion and tab panel open), as a visitor without JavaScript sees it.
 */
import { copyFileSync, linkSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { tokenize } from './bytes';

/** The HTML without any script: the removed ranges are whole elements, so the rest is untouched. */
export function stripScripts(html: string): string {
  const cuts: [number, number][] = [];
  for (const tag of tokenize(html).tags) {
    const rel = (tag.attrs.rel ?? '').toLowerCase().split(/\s+/);
    if (tag.name === 'script') cuts.push([tag.start, tag.closeEnd ?? tag.end]);
    else if (tag.name === 'link' && (rel.includes('modulepreload') || (rel.includes('preload') && tag.attrs.as === 'script'))) {
      cuts.push([tag.start, tag.end]);
    }
  }
  let result = '';
  let at = 0;
  for (const [start, end] of cuts) {
    result += html.slice(at, start);
    at = end;
  }
  return result + html.slice(at);
}

/**
 * Writes the no-JS copy of `outDir` to `target` (emptied first). Other files are hard links (no
 * copying of the export's megabytes; a copy where linking is not possible).
 */
export function writeNoJsCopy(outDir: string, target: string): number {
  rmSync(target, { recursive: true, force: true });
  let pages = 0;
  const walk = (from: string, to: string) => {
    mkdirSync(to, { recursive: true });
    for (const entry of readdirSync(from, { withFileTypes: true })) {
      const source = path.join(from, entry.name);
      const destination = path.join(to, entry.name);
      if (entry.isDirectory()) walk(source, destination);
      else if (entry.name.endsWith('.html')) {
        writeFileSync(destination, stripScripts(readFileSync(source, 'utf8')));
        pages++;
      } else {
        try {
          linkSync(source, destination);
        } catch {
          copyFileSync(source, destination);
        }
      }
    }
  };
  walk(outDir, target);
  return pages;
}
