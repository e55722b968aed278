import type { APIRequestContext } from '@playwright/test';
import { configure, getDefaultNormalizer, within as queriesWithin } from '@testing-library/dom';
import { JSDOM } from 'jsdom';

/**
 * A page as the server sends it, read without a browser: its status, headers and HTML, and the
 * document parsed from it, with Testing Library's queries by role and name. This is what a crawler
 * reads and what a visitor gets before any script runs; the specs check the copy, links and
 * metadata here, and keep the browser for what only a browser does.
 *
 * Stylesheets and scripts are left out of the document: a query then respects the HTML's own
 * hiding (`hidden`, `aria-hidden`) and nothing else, and does not compute styles it cannot know.
 */
export interface ServedPage {
  status: number;
  headers: Record<string, string>;
  html: string;
  document: Document;
  /** Testing Library's queries over the whole document: `page.screen.getByRole('heading', …)`. */
  screen: Queries;
}

// A query that finds nothing says so in one line, without printing the whole document.
configure({ getElementError: (message) => new Error(message?.split('\n\n')[0] ?? 'not found') });

type Queries = ReturnType<typeof queriesWithin>;
const normalize = getDefaultNormalizer();

/**
 * Testing Library's queries within an element, taking the copy as the message files write it.
 * Its queries collapse the page's white space, no-break spaces included, but compare with the
 * text or name asked for as it is: here that is collapsed the same way first.
 */
export function within(element: Element): Queries {
  const queries = queriesWithin(element as HTMLElement);
  const wrapped = Object.entries(queries).map(([name, query]) => [
    name,
    (matcher: unknown, options?: { name?: unknown }) => {
      const expected = typeof matcher === 'string' ? normalize(matcher) : matcher;
      const accessibleName = options?.name;
      const named =
        typeof accessibleName === 'string'
          ? { ...options, name: (actual: string) => normalize(actual) === normalize(accessibleName) }
          : options;
      return (query as (m: unknown, o?: unknown) => unknown)(expected, named);
    },
  ]);
  return Object.fromEntries(wrapped) as Queries;
}

const parsed = new Map<string, Promise<ServedPage>>();

/** GETs `path` (no redirect followed) and parses it; each path is fetched once per worker. */
export function served(request: APIRequestContext, path: string): Promise<ServedPage> {
  let page = parsed.get(path);
  if (!page) {
    page = (async () => {
      const response = await request.get(path, { maxRedirects: 0 });
      const html = await response.text();
      const bare = html.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>|<link\b[^>]*rel="stylesheet"[^>]*>/gi, '');
      const { document } = new JSDOM(bare).window;
      return { status: response.status(), headers: response.headers(), html, document, screen: within(document.body) };
    })();
    parsed.set(path, page);
  }
  return page;
}

/** The text of an element as a reader sees it: whitespace collapsed, trimmed. */
export function textOf(element: Element | null | undefined): string {
  return (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** The `content` of a <meta name|property="…">, or undefined. */
export function metaContent(document: Document, key: string): string | undefined {
  const meta = document.querySelector(`meta[name="${key}"], meta[property="${key}"]`);
  return meta?.getAttribute('content') ?? undefined;
}
