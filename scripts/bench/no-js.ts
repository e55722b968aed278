/**
 * The no-JavaScript variant of the export: the same files, with every `<script>` (external,
 * inline, the deferred loader) and every script preload removed from each HTML page, so that the
 * browser downloads and runs no JavaScript at all. Served like the real site, it shows what the
 * HTML and CSS alone achieve: the floor for LCP. Without its head script a page shows its no-JS
 * layout (every accordion and tab panel open), as a visitor without JavaScript sees it.
 */
import { copyFileSync, linkSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DomUtils } from 'htmlparser2';
import { isScriptPreload, parseHtml } from '../../e2e/support/page-bytes';

/** The HTML without any script: whole elements are cut out, the rest is left byte for byte. */
export function stripScripts(html: string): string {
  const cuts = DomUtils.findAll((e) => e.name === 'script' || (e.name === 'link' && isScriptPreload(e)), parseHtml(html).children);
  let result = '';
  let at = 0;
  for (const element of cuts) {
    result += html.slice(at, element.startIndex!);
    at = element.endIndex! + 1;
  }
  return result + html.slice(at);
}

/** Writes the no-JS copy of `outDir` to `target`; other files are hard links (copies where that fails). */
export function writeNoJsCopy(outDir: string, target: string): void {
  rmSync(target, { recursive: true, force: true });
  const walk = (from: string, to: string) => {
    mkdirSync(to, { recursive: true });
    for (const entry of readdirSync(from, { withFileTypes: true })) {
      const [source, destination] = [path.join(from, entry.name), path.join(to, entry.name)];
      if (entry.isDirectory()) walk(source, destination);
      else if (entry.name.endsWith('.html')) writeFileSync(destination, stripScripts(readFileSync(source, 'utf8')));
      else {
        try {
          linkSync(source, destination);
        } catch {
          copyFileSync(source, destination);
        }
      }
    }
  };
  walk(outDir, target);
}
