/**
 * @jest-environment node
 */
import { fieldsOf, parseCard, unescapeText } from '@/test-support/vcard';
import { escapeText, fold, structured, vcard } from './vcard';

const octets = (line: string) => Buffer.byteLength(line, 'utf8');

describe('vCard 3.0 text', () => {
  it('escapes what would end a value or a field: backslash, comma, semicolon, line break', () => {
    expect(escapeText('a\\b, c; d\ne')).toBe('a\\\\b\\, c\\; d\\ne');
    expect(structured(['Str. X, nr. 1; et. 2', '', 'Ilfov'])).toBe('Str. X\\, nr. 1\\; et. 2;;Ilfov');
  });

  it('reads back what it wrote, field by field', () => {
    const address = ['', '', 'Str. X, nr. 1; et. 2', 'Voluntari', 'Ilfov', '077190', 'România'];
    const note = 'Program\nLuni – vineri: 08:00–17:00; sâmbătă, 08:00–12:00 \\ închis';
    const card = parseCard(
      vcard([
        { name: 'ADR', params: 'TYPE=WORK', value: structured(address) },
        { name: 'NOTE', value: escapeText(note) },
      ]),
    );
    const [adr, noteLine] = card.properties.filter((p) => p.name === 'ADR' || p.name === 'NOTE');
    expect(fieldsOf(adr!.raw)).toEqual(address);
    expect(unescapeText(noteLine!.raw)).toBe(note);
  });

  it('folds long lines at 75 octets, never inside a character, each continuation starting with a space', () => {
    const line = `NOTE:${'ș'.repeat(100)}${'a'.repeat(100)}`;
    const folded = fold(line).split('\r\n');
    expect(folded.length).toBeGreaterThan(3);
    for (const part of folded) expect(octets(part)).toBeLessThanOrEqual(75);
    expect(folded.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(folded.join('\r\n')).not.toContain('\uFFFD');
    expect(folded.map((part, i) => (i === 0 ? part : part.slice(1))).join('')).toBe(line);
    expect(fold('FN:short')).toBe('FN:short');
    // An escape is never cut in two.
    const escapes = fold(`NOTE:x${'\\n'.repeat(60)}`).split('\r\n');
    expect(escapes.every((part) => !part.endsWith('\\') || part.endsWith('\\\\'))).toBe(true);
  });

  it('is one card, BEGIN to END, version 3.0, every line ended by CRLF', () => {
    const text = vcard([{ name: 'FN', value: 'X' }]);
    expect(text).toBe('BEGIN:VCARD\r\nVERSION:3.0\r\nFN:X\r\nEND:VCARD\r\n');
    expect(parseCard(text).crlf).toBe(true);
  });
});
