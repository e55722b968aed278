/**
 * @jest-environment node
 */
import { deferScripts, inlineStylesheets, moveFlightData, paintFirst, scriptLoaderCode } from './first-paint';

// The shape of a page exported by Next 16 (Turbopack), shortened to what the rewrite touches.
const nextPage = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="preload" href="/_next/static/media/inter.woff2" as="font" crossorigin="" type="font/woff2"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/b.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/webpack.js"/>',
  '<script src="/_next/static/chunks/main.js" async=""></script>',
  '<script src="/_next/static/chunks/turbopack.js" async=""></script>',
  '<script>document.documentElement.dataset.js=""</script>',
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
  '</head><body class="hero x y"><main>Hello</main>',
  '<script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({})</script>',
  '<script src="/_next/static/chunks/webpack.js" async=""></script>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  '<script>self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n"])</script>',
  '<script>self.__next_f.push([1,"0:{\\"b\\":\\"x\\"}\\n"])</script>',
  '</body></html>',
].join('');

const files: Record<string, string> = {
  '/_next/static/chunks/a.css': '@font-face{font-family:Inter;src:url(../media/inter.woff2) format("woff2")}',
  '/_next/static/chunks/b.css':
    '.hero{background:url("/images/map.svg")}.x{mask:url(#m)}.y{background:url(data:image/png;base64,AA)}.menu{display:grid}',
};
const readAsset = (path: string) => {
  const text = files[path];
  if (text === undefined) throw new Error(`no file ${path}`);
  return text;
};

describe('deferScripts', () => {
  it('replaces the async script tags and their preloads by one loader at the end of <body>, in their order', () => {
    const { html, sources } = deferScripts(nextPage);
    expect(sources).toEqual([
      '/_next/static/chunks/main.js',
      '/_next/static/chunks/turbopack.js',
      '/_next/static/chunks/webpack.js',
    ]);
    expect(html).not.toMatch(/async=""/);
    expect(html).not.toMatch(/rel="preload" as="script"/);
    expect(html).toContain(
      `<script data-deferred-scripts="[&quot;/_next/static/chunks/main.js&quot;,&quot;/_next/static/chunks/turbopack.js&quot;,&quot;/_next/static/chunks/webpack.js&quot;]">${scriptLoaderCode}</script></body>`,
    );
  });

  it('leaves the inline data scripts, the head script and the legacy polyfill where they were', () => {
    const { html } = deferScripts(nextPage);
    for (const kept of [
      '<script>document.documentElement.dataset.js=""</script>',
      '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
      '<script id="_R_">',
      '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
    ]) {
      expect(html).toContain(kept);
    }
    expect(html.indexOf('__next_f')).toBeLessThan(html.indexOf('data-deferred-scripts'));
  });

  it('refuses a page whose scripts have another shape, so that a Next upgrade fails the build', () => {
    expect(() =>
      deferScripts('<html><body><script src="/_next/static/chunks/main.js" defer></script></body></html>'),
    ).toThrow(/no <script src/);
    expect(() =>
      deferScripts(nextPage.replace('<main>', '<script src="/_next/static/chunks/x.js" type="module"></script><main>')),
    ).toThrow(/another shape/);
    expect(() => deferScripts(nextPage.replace('</body>', ''))).toThrow(/<\/body>/);
    const strayPreload = '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/other.js"/>';
    expect(() => deferScripts(nextPage.replace('<main>', `${strayPreload}<main>`))).toThrow(
      'a script preload without its script tag: /_next/static/chunks/other.js',
    );
  });
});

describe('inlineStylesheets', () => {
  it('puts the sheets in one <style> where the first link was, keeping every link disabled for React', () => {
    const { html, hrefs } = inlineStylesheets(nextPage, readAsset);
    expect(hrefs).toEqual(['/_next/static/chunks/a.css', '/_next/static/chunks/b.css']);
    expect(html).toContain(
      '<style>@font-face{font-family:Inter;src:url(/_next/static/media/inter.woff2) format("woff2")}.hero{' +
        'background:url("/images/map.svg")}.x{mask:url(#m)}.y{background:url(data:image/png;base64,AA)}</style>' +
        '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next" disabled=""/>' +
        '<link rel="stylesheet" href="/_next/static/chunks/b.css" data-precedence="next" disabled=""/>',
    );
    expect(html.match(/<style/g)).toHaveLength(1);
  });

  it("inlines only the rules of the classes the page's HTML has", () => {
    const { html } = inlineStylesheets(nextPage, readAsset);
    expect(html).toContain('.hero{');
    expect(html).not.toContain('.menu{');
  });

  it('makes relative url()s absolute and leaves absolute, data and fragment URLs alone', () => {
    const { html } = inlineStylesheets(nextPage, readAsset);
    expect(html).toContain('url(/_next/static/media/inter.woff2)');
    expect(html).toContain('url("/images/map.svg")');
    expect(html).toContain('url(#m)');
    expect(html).toContain('url(data:image/png;base64,AA)');
  });

  it('refuses a sheet that would end its <style> early, and a stylesheet link of another shape', () => {
    const closing = '.hero{content:"</style><script>x</script>"}';
    expect(() => inlineStylesheets(nextPage, () => closing)).toThrow(/contains "<\/style": it cannot be inlined/);
    expect(() => inlineStylesheets('<link rel="stylesheet" href="/x.css"/>', readAsset)).toThrow(/another shape/);
  });
});

const flight = { url: '/en/about.txt', text: '1:"$Sreact.fragment"\n0:{"b":"x"}\n' };

describe('moveFlightData', () => {
  it('takes the RSC data out of the page when the export has the same data as a file', () => {
    const html = moveFlightData(nextPage, flight);
    expect(html).not.toContain('<script>self.__next_f.push([1');
    expect(html).toContain('<script>(self.__next_f=self.__next_f||[]).push([0])</script>');
  });

  it('refuses data that differs from the file, or that has another shape', () => {
    expect(() => moveFlightData(nextPage, { ...flight, text: 'other' })).toThrow(/differs from \/en\/about.txt/);
    expect(() => moveFlightData(nextPage.replace('push([1,"0:', 'push([3,"0:'), flight)).toThrow(/another kind/);
    expect(() => moveFlightData('<html><body></body></html>', flight)).toThrow(/no self.__next_f/);
  });

  it('names the file to the loader, which fetches it before it starts the scripts', () => {
    const { html } = deferScripts(moveFlightData(nextPage, flight), flight.url);
    expect(html).toMatch(/<script data-deferred-scripts="[^"]*" data-flight="\/en\/about.txt">/);
  });

  it('escapes the file name as an attribute value', () => {
    const { html } = deferScripts(nextPage, '/x.txt?a=1&b="<c>');
    expect(html).toContain('data-flight="/x.txt?a=1&amp;b=&quot;&lt;c>"');
  });
});

describe('paintFirst', () => {
  it('does all three, and says what it moved', () => {
    const rewrite = paintFirst(nextPage, readAsset, flight);
    expect(rewrite.flightUrl).toBe('/en/about.txt');
    expect(rewrite.html).not.toContain('<script>self.__next_f.push([1');
    expect(rewrite.deferredScripts).toHaveLength(3);
    expect(rewrite.inlinedStylesheets).toHaveLength(2);
    expect(rewrite.html).not.toMatch(/<link rel="stylesheet"(?![^>]*disabled)/);
    expect(rewrite.html.match(/<script data-deferred-scripts=/g)).toHaveLength(1);
  });
});
