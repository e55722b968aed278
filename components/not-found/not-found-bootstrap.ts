/**
 * Runs inline in the <head> of the exported 404 page, before anything is painted. The export has
 * one 404.html for every language and no server logic, so the browser decides here:
 * - a path without a language prefix is the spec's redirect to `/ro` + path (history replaced);
 * - otherwise the page takes the language of the path's first segment (title, <html lang>, and the
 *   copy shown, through CSS on html[lang]) and logs the missing path, as the spec asks.
 *
 * It is serialised with Function#toString, so it must not use anything from outside its body.
 */
export function notFoundBootstrap(
  config: { locales: readonly string[]; defaultLocale: string; titles: Record<string, string> },
  win: { location: Location; document: Document; console: Console } = window,
): void {
  const { pathname, search, hash } = win.location;
  const first = pathname.split('/')[1] ?? '';
  if (config.locales.indexOf(first) === -1) {
    // Same rule as lib/unprefixed-redirect.ts. `pathname` always starts with "/", so the target
    // stays on this origin whatever the path holds (`//host`, `/\host`, encoded slashes).
    win.location.replace('/' + config.defaultLocale + (pathname === '/' ? '' : pathname) + search + hash);
    return;
  }
  win.document.documentElement.lang = first;
  win.document.title = config.titles[first] ?? win.document.title;
  win.console.error('404 Error: User attempted to access non-existent route:', pathname);
}
