/**
 * @jest-environment node
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pageBytes } from './page-bytes';

/** An export folder holding `files`, and the bytes of its index.html. */
function exportOf(files: Record<string, string | Buffer>) {
  const out = mkdtempSync(path.join(tmpdir(), 'page-bytes-'));
  for (const [name, content] of Object.entries(files)) writeFileSync(path.join(out, name), content);
  return pageBytes(out, path.join(out, 'index.html'), new Map());
}

const chunk = 'console.log("chunk");'.repeat(50);
const body = `<img src="/hero.svg" width="10" height="10" fetchPriority="high"/>
<section aria-labelledby="coverage-heading"><div role="img"><svg viewBox="0 0 1 1"><svg><path d="M0,0L1,1Z"/></svg><path d="M1,1L2,2Z"/></svg></div></section>
<img src="/late.svg" loading="lazy"/>`;

/** Next's own output: `<script src async>` tags, their preloads and a linked stylesheet. */
const asyncTags = `<!DOCTYPE html><html><head>
<link rel="preload" href="/f.woff2" as="font" crossorigin="" type="font/woff2"/>
<link rel="preload" as="script" fetchPriority="low" href="/a.js"/>
<link rel="stylesheet" href="/s.css"/>
<script src="/a.js" async=""></script><script src="/b.js" async=""></script><script src="/p.js" noModule=""></script>
<script>if (a < b && c > d) document.write("<p>not a tag</p>")</script>
<script type="application/ld+json">{"@type":"Organization"}</script>
</head><body>${body}</body></html>`;

/** After the post-build step: inline CSS, and one loader listing the scripts instead of the tags. */
const deferredLoader = `<!DOCTYPE html><html><head>
<link rel="preload" href="/f.woff2" as="font" crossorigin="" type="font/woff2"/>
<style>body{margin:0}</style><link rel="stylesheet" href="/s.css" data-precedence="next" disabled=""/><style>.hero{color:red}</style>
<script>if (a < b && c > d) document.write("<p>not a tag</p>")</script>
</head><body>${body}
<script data-deferred-scripts="[&quot;/a.js&quot;,&quot;/b.js&quot;]">load(JSON.parse(document.currentScript.dataset.deferredScripts))</script>
</body></html>`;

const files = {
  'a.js': chunk,
  'b.js': chunk.toUpperCase(),
  'p.js': chunk,
  'f.woff2': Buffer.alloc(1000),
  's.css': 'body{margin:0}',
};

describe('the bytes a page makes the browser download', () => {
  it('counts the <script src> tags a modern browser runs, each once, without the nomodule polyfill', () => {
    const bytes = exportOf({ ...files, 'index.html': asyncTags });
    expect(bytes.scripts.map((s) => s.url)).toEqual(['/a.js', '/b.js']);
    expect(bytes.js).toBe(bytes.scripts[0]!.bytes + bytes.scripts[1]!.bytes);
    expect(bytes.js).toBeLessThan(2 * chunk.length);
    expect(bytes.inlineScripts).toBe(1);
    expect(bytes.css).toEqual([{ url: '/s.css', bytes: expect.any(Number) }]);
    expect(bytes.inlineCss).toBe(0);
  });

  it('counts the scripts the deferred loader lists, and inline <style> as CSS, not the disabled link beside it', () => {
    const before = exportOf({ ...files, 'index.html': asyncTags });
    const after = exportOf({ ...files, 'index.html': deferredLoader });
    expect(after.scripts.map((s) => s.url)).toEqual(['/a.js', '/b.js']);
    expect(after.js).toBe(before.js);
    expect(after.inlineScripts).toBe(2);
    expect(after.css).toEqual([]);
    expect(after.inlineCss).toBeGreaterThan(0);
    expect(after.cssBytes).toBe(after.inlineCss);
  });

  it('flags files the HTML names that the export lacks', () => {
    const bytes = exportOf({ 'index.html': asyncTags });
    expect(bytes.scripts).toEqual([
      { url: '/a.js', bytes: 0, missing: true },
      { url: '/b.js', bytes: 0, missing: true },
    ]);
    expect(bytes.fonts).toEqual([{ url: '/f.woff2', bytes: 0, missing: true }]);
  });

  it('measures the inline map <svg> of the coverage section, nested <svg> included, apart from the HTML', () => {
    const bytes = exportOf({ ...files, 'index.html': asyncTags });
    expect(bytes.mapRaw).toBe(
      '<svg viewBox="0 0 1 1"><svg><path d="M0,0L1,1Z"/></svg><path d="M1,1L2,2Z"/></svg>'.length,
    );
    expect(bytes.htmlWithoutMap).toBeLessThan(bytes.html);
    expect(bytes.fonts).toEqual([{ url: '/f.woff2', bytes: 1000 }]);
    expect(bytes.imgTags.map((i) => i.loading ?? i.fetchpriority)).toEqual(['high', 'lazy']);
  });

  it('takes the SVG file an <img> of the coverage section shows as the map', () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg">${'<path d="M0,0L1,1Z"/>'.repeat(50)}</svg>`;
    const html =
      '<html><body><section aria-labelledby="coverage-heading"><img src="/map.svg" alt="Map" loading="lazy"/></section></body></html>';
    const bytes = exportOf({ 'map.svg': svg, 'index.html': html });
    expect(bytes.mapFile).toBe('/map.svg');
    expect(bytes.mapRaw).toBe(svg.length);
    expect(bytes.map).toBeLessThan(svg.length);
    expect(bytes.htmlWithoutMap).toBe(bytes.html);
  });
});
