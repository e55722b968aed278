/**
 * @jest-environment node
 */
import { stripScripts } from './no-js';

describe('the no-JS variant of a page', () => {
  it('loses every script, the deferred loader and script preloads, and keeps everything else byte for byte', () => {
    const keep = [
      '<link rel="stylesheet" href="/s.css"/>',
      '<style>p{margin:0}</style>',
      '<img src="/a.svg" loading="lazy"/>',
      '<svg/>',
    ];
    const html =
      `<html><head>${keep[0]}<link rel="preload" as="script" href="/a.js"/><script src="/a.js" async=""></script>${keep[1]}` +
      `<script>if (a < b) document.write("<p>x</p>")</script></head><body>${keep[2]}${keep[3]}` +
      '<script data-deferred-scripts="[&quot;/a.js&quot;]">load()</script></body></html>';
    expect(stripScripts(html)).toBe(`<html><head>${keep[0]}${keep[1]}</head><body>${keep[2]}${keep[3]}</body></html>`);
  });
});
