import { createHash } from 'node:crypto';
import { contentSecurityPolicy, type InlineAllowance } from './security-headers';

/**
 * What a document's policy must allow, and what no hash can (onclick="…", javascript: URLs). Plain
 * patterns suffice: React's output never has "</script" inside a script.
 */
export interface InlineCode extends InlineAllowance {
  forbidden: string[];
}

/** A CSP source for the exact text of an inline element: 'sha256-…'. */
export function sha256Source(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

// Types a browser runs as script; anything else (JSON-LD, application/json) is data.
const scriptTypes = new Set(['', 'text/javascript', 'application/javascript', 'module']);

function attribute(attributes: string, name: string): string | undefined {
  const match = new RegExp(`(?:^|\\s)${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+)))?`, 'i').exec(attributes);
  if (!match) return undefined;
  return (match[1] ?? match[2] ?? match[3] ?? '').trim();
}

export function inlineCodeOf(html: string): InlineCode {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const forbidden: string[] = [];

  for (const [, attributes = '', text = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (attribute(attributes, 'src') !== undefined) continue;
    if (!scriptTypes.has((attribute(attributes, 'type') ?? '').toLowerCase())) continue;
    scripts.add(sha256Source(text));
  }
  for (const [, text = ''] of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)) styles.add(sha256Source(text));

  // Tags outside scripts and styles, whose text is not markup.
  const markup = html.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '');
  for (const [tag] of markup.matchAll(/<[a-z][^>]*>/gi)) {
    const handler = /\son[a-z]+\s*=/i.exec(tag);
    if (handler) forbidden.push(`inline event handler in ${tag.slice(0, 80)}`);
    if (/\s(?:href|src|action|formaction)\s*=\s*["']?\s*javascript:/i.test(tag))
      forbidden.push(`javascript: URL in ${tag.slice(0, 80)}`);
  }

  return {
    scripts: [...scripts].sort(),
    styles: [...styles].sort(),
    styleAttributes: /<[a-z][^>]*\sstyle\s*=/i.test(markup),
    forbidden,
  };
}

/** The policy a document's response carries: its own inline code by hash. */
export const documentPolicy = (html: string): string => contentSecurityPolicy(inlineCodeOf(html));
