/**
 * @jest-environment node
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { analyzePage, findMap, tokenize } from './bytes';
import { stripScripts } from './no-js';

const page = `<!DOCTYPE html><html><head>
<link rel="preload" href="/f.woff2" as="font" crossorigin="" type="font/woff2"/>
<link rel="preload" as="script" fetchPriority="low" href="/a.js"/>
<link rel="stylesheet" href="/s.css"/>
<script src="/a.js" async=""></script><script src="/p.js" noModule=""></script>
<script>if (a < b && c > d) document.write("<p>not a tag</p>")</script>
<script type="application/ld+json">{"@type":"Organization"}</script>
</head><body>
<img src="/hero.svg" width="10" height="10" fetchPriority="high"/>
<section aria-labelledby="coverage-heading"><div role="img"><svg viewBox="0 0 1 1"><svg><path d="M0,0L1,1Z"/></svg><path d="M1,1L2,2Z"/></svg></div></section>
<img src="/late.svg" loading="lazy"/>
</body></html>`;

describe('bytes', () => {
  it('reads tags and attributes, and does not take "<" in a script for a tag', () => {
    const { tags } = tokenize(page);
    expect(tags.filter((t) => t.name === 'p')).toEqual([]);
    const img = tags.find((t) => t.name === 'img')!;
    expect(img.attrs).toEqual({ src: '/hero.svg', width: '10', height: '10', fetchpriority: 'high' });
  });

  it('finds the whole map <svg> inside role="img" of the coverage section, nested <svg> included', () => {
    const [start, end] = findMap(page)!;
    expect(page.slice(start, end)).toBe('<svg viewBox="0 0 1 1"><svg><path d="M0,0L1,1Z"/></svg><path d="M1,1L2,2Z"/></svg>');
  });

  it('counts each named file once, leaves out nomodule and data scripts, and flags missing files', () => {
    const out = mkdtempSync(path.join(tmpdir(), 'bytes-'));
    writeFileSync(path.join(out, 'a.js'), 'console.log(1)'.repeat(100));
    writeFileSync(path.join(out, 'f.woff2'), Buffer.alloc(1000));
    writeFileSync(path.join(out, 'index.html'), page);
    const bytes = analyzePage(out, path.join(out, 'index.html'), new Map());
    expect(bytes.scripts.map((s) => s.url)).toEqual(['/a.js']);
    expect(bytes.js).toBeGreaterThan(0);
    expect(bytes.js).toBeLessThan(1400);
    expect(bytes.inlineScripts).toBe(1);
    expect(bytes.fonts).toEqual([{ url: '/f.woff2', bytes: 1000 }]);
    expect(bytes.css).toEqual([{ url: '/s.css', bytes: 0, missing: true }]);
    expect(bytes.map).toBeGreaterThan(0);
    expect(bytes.htmlWithoutMap).toBeLessThan(bytes.html);
    expect(bytes.imgTags.map((i) => i.loading ?? i.fetchpriority)).toEqual(['high', 'lazy']);
  });

  it('takes the SVG file an <img> of the coverage section shows as the map, when it is not inline', () => {
    const out = mkdtempSync(path.join(tmpdir(), 'bytes-'));
    const svg = `<svg xmlns="http://www.w3.org/2000/svg">${'<path d="M0,0L1,1Z"/>'.repeat(50)}</svg>`;
    writeFileSync(path.join(out, 'map.svg'), svg);
    const html = '<html><body><section aria-labelledby="coverage-heading"><img src="/map.svg" alt="Map" loading="lazy"/></section></body></html>';
    writeFileSync(path.join(out, 'index.html'), html);
    const bytes = analyzePage(out, path.join(out, 'index.html'), new Map());
    expect(bytes.mapFile).toBe('/map.svg');
    expect(bytes.mapRaw).toBe(svg.length);
    expect(bytes.map).toBeGreaterThan(0);
    expect(bytes.map).toBeLessThan(svg.length);
    expect(bytes.htmlWithoutMap).toBe(bytes.html);
    expect(bytes.mapCopies).toBe(0);
  });

  it('strips every script and script preload, and nothing else', () => {
    const stripped = stripScripts(page);
    expect(stripped).not.toMatch(/<script|as="script"/);
    expect(stripped).toContain('<link rel="stylesheet" href="/s.css"/>');
    expect(stripped).toContain('<img src="/late.svg" loading="lazy"/>');
  });
});
