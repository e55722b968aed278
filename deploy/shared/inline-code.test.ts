/**
 * @jest-environment node
 */
import { createHash } from 'node:crypto';
import { inlineCodeOf, sha256Source } from './inline-code';

const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('the inline code of an exported page', () => {
  const html = [
    '<!DOCTYPE html><html><head><meta charSet="utf-8"/>',
    '<script src="/_next/static/chunks/a.js" async=""></script>',
    '<script>document.documentElement.dataset.js=""</script>',
    '<script type="module">import("/x.js")</script>',
    '<script type="application/ld+json">{"@type":"Organization"}</script>',
    '<script>self.__next_f.push([1,"<div onclick=\\"x\\">"])</script>',
    '<style>.a{color:red}</style>',
    '</head><body><p>ț and ș</p><svg style="aspect-ratio:1000 / 887"></svg></body></html>',
  ].join('');
  const code = inlineCodeOf(html);

  it('hashes every inline script a browser runs, byte for byte (UTF-8), and only those', () => {
    expect(code.scripts).toEqual(
      [
        hash('document.documentElement.dataset.js=""'),
        hash('import("/x.js")'),
        hash('self.__next_f.push([1,"<div onclick=\\"x\\">"])'),
      ].sort(),
    );
    expect(sha256Source('ă')).toBe(hash('ă'));
  });

  it('leaves out scripts loaded from files and data blocks such as JSON-LD', () => {
    expect(code.scripts).not.toContain(hash('{"@type":"Organization"}'));
  });

  it('hashes <style> elements and notices style attributes', () => {
    expect(code.styles).toEqual([hash('.a{color:red}')]);
    expect(code.styleAttributes).toBe(true);
    expect(inlineCodeOf('<p>no styles</p>').styleAttributes).toBe(false);
  });

  it('reports what no hash can allow: event handler attributes and javascript: URLs, outside script text', () => {
    expect(code.forbidden).toEqual([]);
    const bad = inlineCodeOf('<button onclick="go()">x</button><a href="javascript:alert(1)">y</a>');
    expect(bad.forbidden).toHaveLength(2);
  });
});
