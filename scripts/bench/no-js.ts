/**
 * The no-JavaScript variant of the export: the same files, with every `<script>` (external,
 * inline, the deferred loader) and every script preload removed from each HTML page, so that the
 * browser downloads and runs no JavaScript at all. Served like the real site, it shows what the
 * HTML and CSS alone achieve: the floor for LCP. Without its head script a page shows its no-JS
 * layout (every accordion and tab panel open), as a visitor without JavaScript sees it.
 */
import { copyFileSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DomUtils } from 'htmlparser2';
import { isPrecompressedCopy } from '../../deploy/shared/compressible';
import { precompress } from '../../postbuild/precompress/precompress';
import { filesUnder } from '../../lib/node/files-under';
import { isScriptPreload, parseHtml } from '../../test-support/page-bytes';

/** The HTML without any script: whole elements are cut out, the rest is left byte for byte. */
export function stripScripts(html: string): string {
  const cuts = DomUtils.findAll(
    (e) => e.name === 'script' || (e.name === 'link' && isScriptPreload(e)),
    parseHtml(html).children,
  );
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
  const files = filesUnder(outDir);
  for (const file of files) {
    // The build's compressed copies of a page hold its scripts: written again below.
    if (isPrecompressedCopy(file) && /\.html\.\w+$/.test(file)) continue;
    const [source, destination] = [path.join(outDir, file), path.join(target, file)];
    mkdirSync(path.dirname(destination), { recursive: true });
    if (file.endsWith('.html')) writeFileSync(destination, stripScripts(readFileSync(source, 'utf8')));
    else {
      try {
        linkSync(source, destination);
      } catch {
        copyFileSync(source, destination);
      }
    }
  }
  precompress(
    target,
    files.filter((file) => file.endsWith('.html')),
  );
}
