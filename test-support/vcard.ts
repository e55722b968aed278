/**
 * A reader of vCard 3.0 text (RFC 2426), written from the RFC independently of lib/vcard.ts, so that
 * the unit tests and the end-to-end spec read the office's card the way a contacts app would.
 */

export interface CardProperty {
  /** Upper case: `TEL`. */
  name: string;
  /** Parameter name (upper case) → its values: `TYPE=WORK,VOICE` → `{ TYPE: ['WORK', 'VOICE'] }`. */
  params: Record<string, string[]>;
  /** The value as written, escapes kept. */
  raw: string;
}

export interface ParsedCard {
  /** The physical lines, before unfolding (without their CRLF). */
  physicalLines: string[];
  properties: CardProperty[];
  /** Every line ended in CRLF. */
  crlf: boolean;
}

/** Unfolds and splits a card; throws where it is not one. */
export function parseCard(text: string): ParsedCard {
  const crlf = !/(^|[^\r])\n/.test(text) && text.endsWith('\r\n');
  const physicalLines = text.replace(/\r\n$/, '').split(/\r?\n/);
  // A line starting with a space or a tab continues the one before it (RFC 2425, 5.8.1).
  const logical: string[] = [];
  for (const line of physicalLines) {
    if (/^[ \t]/.test(line) && logical.length > 0) logical[logical.length - 1] += line.slice(1);
    else logical.push(line);
  }
  const properties = logical.map((line) => {
    const colon = line.indexOf(':'); // names and parameters of this card never hold a colon
    if (colon < 1) throw new Error(`not a content line: ${line}`);
    const [name, ...parameters] = line.slice(0, colon).split(';');
    const params: Record<string, string[]> = {};
    for (const parameter of parameters) {
      const [key, values = ''] = parameter.split('=');
      params[key!.toUpperCase()] = values.split(',').map((value) => value.toUpperCase());
    }
    return { name: name!.toUpperCase(), params, raw: line.slice(colon + 1) };
  });
  if (properties[0]?.raw !== 'VCARD' || properties[0].name !== 'BEGIN') throw new Error('no BEGIN:VCARD');
  if (properties.at(-1)?.raw !== 'VCARD' || properties.at(-1)!.name !== 'END') throw new Error('no END:VCARD');
  return { physicalLines, properties, crlf };
}

/** A text value with its escapes read: `\,` `\;` `\\` and `\n` (or `\N`). */
export function unescapeText(raw: string): string {
  const unescaped = (escaped: string) => (escaped === 'n' || escaped === 'N' ? '\n' : escaped);
  return raw.replace(/\\([\\,;nN])/g, (_match, escaped: string) => unescaped(escaped));
}

/** A structured value (N, ADR, ORG): split at the semicolons that are not escaped, each field unescaped. */
export function fieldsOf(raw: string): string[] {
  const fields: string[] = [];
  let current = '';
  for (let i = 0; i < raw.length; i++) {
    if (raw[i] === '\\' && i + 1 < raw.length) {
      current += raw[i]! + raw[i + 1]!;
      i++;
    } else if (raw[i] === ';') {
      fields.push(current);
      current = '';
    } else current += raw[i];
  }
  fields.push(current);
  return fields.map(unescapeText);
}

/** The properties of one name; with `type`, only those whose TYPE includes every one given. */
export function propertiesOf(card: ParsedCard, name: string, ...types: string[]): CardProperty[] {
  return card.properties.filter((p) => p.name === name && types.every((type) => (p.params.TYPE ?? []).includes(type)));
}
