/**
 * vCard 3.0 (RFC 2426), the version every phone's contacts app imports: just what the office's
 * card needs. Lines end in CRLF and are folded at 75 octets (a continuation line starts with one
 * space), never inside a UTF-8 character; text values escape backslashes, commas, semicolons and
 * line breaks, and structured values (N, ADR, ORG) join their escaped fields with ";".
 */

/** One content line: `TEL;TYPE=WORK,VOICE:+40213104420` is `{ name: 'TEL', params: 'TYPE=WORK,VOICE', value }`. */
export type VCardLine = { name: string; params?: string; value: string };

/** A text value as RFC 2426 writes it: `\`, `,`, `;` and line breaks escaped. */
export function escapeText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/,/g, '\\,').replace(/;/g, '\\;').replace(/\r?\n/g, '\\n');
}

/** A structured value: each field a text value, joined with ";". */
export function structured(fields: readonly string[]): string {
  return fields.map(escapeText).join(';');
}

const maxOctets = 75;
const encoder = new TextEncoder();
const octets = (text: string) => encoder.encode(text).length;

/**
 * A line folded to lines of at most 75 octets; each continuation starts with a space, which counts.
 * An escape (`\n`, `\,`) stays on one line: readers that unescape before unfolding still read it.
 */
export function fold(line: string): string {
  const lines: string[] = [];
  let current = '';
  for (const [character] of line.matchAll(/\\.|./gsu)) {
    const limit = lines.length === 0 ? maxOctets : maxOctets - 1;
    if (octets(current) + octets(character) > limit) {
      lines.push(current);
      current = '';
    }
    current += character;
  }
  lines.push(current);
  return lines.join('\r\n ');
}

/** The whole card, BEGIN to END, each line folded, CRLF after every line. */
export function vcard(lines: readonly VCardLine[]): string {
  const all: VCardLine[] = [{ name: 'BEGIN', value: 'VCARD' }, { name: 'VERSION', value: '3.0' }, ...lines];
  all.push({ name: 'END', value: 'VCARD' });
  return all.map(({ name, params, value }) => `${fold(`${name}${params ? `;${params}` : ''}:${value}`)}\r\n`).join('');
}
