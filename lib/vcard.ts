// vCard 3.0 (RFC 2426): the version every phone's contacts app imports.

/** `TEL;TYPE=WORK,VOICE:+40213104420` is `{ name: 'TEL', params: 'TYPE=WORK,VOICE', value }`. */
export type VCardLine = { name: string; params?: string; value: string };

export function escapeText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/,/g, '\\,').replace(/;/g, '\\;').replace(/\r?\n/g, '\\n');
}

export function structured(fields: readonly string[]): string {
  return fields.map(escapeText).join(';');
}

const maxOctets = 75;
const encoder = new TextEncoder();
const octets = (text: string) => encoder.encode(text).length;

/** Never splits a UTF-8 character or an escape (some readers unescape before unfolding). */
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

export function vcard(lines: readonly VCardLine[]): string {
  const all: VCardLine[] = [{ name: 'BEGIN', value: 'VCARD' }, { name: 'VERSION', value: '3.0' }, ...lines];
  all.push({ name: 'END', value: 'VCARD' });
  return all.map(({ name, params, value }) => `${fold(`${name}${params ? `;${params}` : ''}:${value}`)}\r\n`).join('');
}
