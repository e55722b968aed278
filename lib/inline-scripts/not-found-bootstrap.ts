import { answerFor, localeOf, type SiteInventory } from '@/i18n/routing/answer';
import type { InlineModule } from '@/lib/node/inline-script';

type PageWindow = { location: Location; document: Document; console: Console };

export type NotFoundConfig = SiteInventory & { titles: Record<string, string> };

/**
 * Inline in the 404 page's <head>: the export has one 404.html for every language, so the browser
 * redirects as the routing rule says, or takes the path's language (CSS shows that copy) and logs
 * the path. Served only for missing files, so the rule needs no file list.
 */
export function notFoundBootstrap(config: NotFoundConfig, win: PageWindow = window): void {
  const { pathname, search, hash } = win.location;
  const result = answerFor(pathname, search, config);
  if (result.kind === 'redirect') {
    win.location.replace(result.location + hash);
    return;
  }
  const locale = localeOf(pathname, config);
  win.document.documentElement.lang = locale;
  win.document.title = config.titles[locale] ?? win.document.title;
  win.console.error('404 Error: User attempted to access non-existent route:', pathname);
}

export const notFoundBootstrapModule: InlineModule<{ notFoundBootstrap: typeof notFoundBootstrap }> = {
  path: 'lib/inline-scripts/not-found-bootstrap.ts',
};
