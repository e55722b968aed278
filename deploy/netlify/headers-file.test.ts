/**
 * @jest-environment node
 */
import { headersFile, maxLineLength } from './headers-file';

const hashes = (n: number, seed: string) =>
  Array.from({ length: n }, (_, i) => `'sha256-${seed}${String(i).padStart(42, '0')}='`);
const pages = [
  { path: '/ro', allow: { scripts: hashes(12, 'r'), styles: [], styleAttributes: true } },
  { path: '/en/about', allow: { scripts: hashes(4, 'a'), styles: [], styleAttributes: false } },
];

/** Rules of a _headers file: path → header lines. */
function rules(text: string) {
  const result = new Map<string, string[]>();
  let current: string[] = [];
  for (const line of text.split('\n')) {
    if (line.startsWith('/')) result.set(line, (current = []));
    else if (line.startsWith('  ')) current.push(line.trim());
  }
  return result;
}

describe('_headers for Netlify and Cloudflare Pages', () => {
  const text = headersFile(pages);
  const parsed = rules(text);

  it('sets the security headers on everything and a policy of its own on each page', () => {
    expect(parsed.get('/*')).toEqual(
      expect.arrayContaining(['Strict-Transport-Security: max-age=63072000', 'X-Content-Type-Options: nosniff']),
    );
    expect(parsed.get('/ro')!.filter((h) => h.startsWith('Content-Security-Policy:'))).toHaveLength(1);
    expect(parsed.get('/ro')!.join()).toContain(hashes(12, 'r')[11]);
    expect(parsed.get('/en/about')!.join()).not.toContain(hashes(12, 'r')[0]);
  });

  it('never sets one header in two rules that match the same URL (the hosts would join the values)', () => {
    const everywhere = parsed.get('/*')!.map((h) => h.split(':')[0]);
    for (const [path, headers] of parsed) {
      if (path === '/*') continue;
      for (const header of headers) expect([path, everywhere.includes(header.split(':')[0]!)]).toEqual([path, false]);
    }
  });

  it('names the type of the files whose type the hosts would get wrong, in a rule of their own', () => {
    const typed = rules(headersFile(pages, [{ path: '/de/contact.vcf', contentType: 'text/vcard; charset=utf-8' }]));
    expect(typed.get('/de/contact.vcf')).toEqual(['Content-Type: text/vcard; charset=utf-8']);
  });

  it("keeps hashed assets for a year and keeps every line within Cloudflare's limit", () => {
    expect(parsed.get('/_next/static/*')).toEqual(['Cache-Control: public, max-age=31536000, immutable']);
    expect(Math.max(...text.split('\n').map((l) => l.length))).toBeLessThanOrEqual(maxLineLength);
    expect(() =>
      headersFile([{ path: '/ro', allow: { scripts: hashes(40, 'x'), styles: [], styleAttributes: false } }]),
    ).toThrow(/longer than 2000/);
  });
});
