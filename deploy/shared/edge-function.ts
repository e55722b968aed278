import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { answerFor } from '../../i18n/routing/answer';
import { siteMap } from '../../i18n/routing/site-map';
import { securityHeaders, type InlineAllowance } from './security-headers';

/**
 * An edge function for this build: its template with the routing rule (i18n/routing/answer.ts,
 * serialised), what the rule knows of the site (the languages, the pages, the export's files
 * outside the language folders) and the security headers (the build's site-wide policy included)
 * filled in.
 * @param template the template's path
 * @param files the export's files, relative to it
 */
export function edgeFunction(template: string, files: readonly string[], allow: InlineAllowance): string {
  const values: Record<string, string> = {
    __SITE__: JSON.stringify(siteMap(files)),
    __HEADERS__: JSON.stringify(securityHeaders(allow)),
    __ANSWER_FOR__: answerFor.toString(),
    __SECURITY_HEADERS__: readFileSync(join(__dirname, 'edge-headers.js'), 'utf8'),
  };
  return readFileSync(template, 'utf8').replace(/__[A-Z_]+__/g, (name) => {
    if (!(name in values)) throw new Error(`${template}: unknown placeholder ${name}`);
    return values[name]!;
  });
}
