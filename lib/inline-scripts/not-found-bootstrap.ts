import { answerFor, type SiteInventory } from '@/i18n/routing/answer';
import type { InlineModule } from '@/lib/node/inline-script';

/** What the 404 page's script uses of the window. */
type PageWindow = { location: Location; document: Document; console: Console };

/** What the 404 page's script knows: the routing rule's site map (no files) and each language's title. */
export type NotFoundConfig = SiteInventory & { titles: Record<string, string> };

/**
 * Runs inline in the <head> of the exported 404 page, before anything is painted. The export has
 * one 404.html for every language and no server logic, so the browser decides here, with the
 * site's routing rule (i18n/routing/answer.ts):
 * - where the rule redirects (a path without a language, a trailing slash), the page goes there,
 *   replacing the history entry, as a host with rules would have answered;
 * - otherwise it takes the language of the path's first segment (title, <html lang>, and the copy
 *   shown, through CSS on html[lang]) and logs the missing path.
 * The page is only served for files the host does not have, so the rule gets no file list.
 * app/not-found.tsx compiles it into the page (lib/node/inline-script.ts); tests pass their own `win`.
 */
export function notFoundBootstrap(config: NotFoundConfig, win: PageWindow = window): void {
  const { pathname, search, hash } = win.location;
  const result = answerFor(pathname, search, config);
  if (result.kind === 'redirect') {
    // The rule's locations start with "/" and a language: the target stays on this origin.
    win.location.replace(result.location + hash);
    return;
  }
  const first = pathname.split('/')[1] ?? '';
  const locale = config.locales.indexOf(first) === -1 ? config.defaultLocale : first;
  win.document.documentElement.lang = locale;
  win.document.title = config.titles[locale] ?? win.document.title;
  win.console.error('404 Error: User attempted to access non-existent route:', pathname);
}

/** This module and the function that runs inline, for the code that compiles its call (lib/node/inline-script.ts). */
export const notFoundBootstrapModule: InlineModule<{ notFoundBootstrap: typeof notFoundBootstrap }> = {
  path: 'lib/inline-scripts/not-found-bootstrap.ts',
};
