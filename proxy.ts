import { NextResponse, type NextRequest } from 'next/server';
import { answerFor } from './i18n/routing/answer';
import { appFiles } from './lib/node/app-files';
import { siteInventory } from './i18n/routing/site-inventory';

// What the rule knows of the site in development: the files public/ and app/ serve at the top.
const site = siteInventory(appFiles());

/**
 * Development only (the static export has no server): answers every request with the site's
 * routing rule (i18n/routing/answer.ts), as the CloudFront function and
 * the exported 404 page do in production: its redirects are 301s;
 * anything else goes on to Next, which renders the page or the 404 page.
 */
export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const answer = answerFor(pathname, search, site);
  if (answer.kind !== 'redirect') return NextResponse.next();
  // Next makes a same-origin location relative again, as the other runtimes write it.
  return NextResponse.redirect(new URL(answer.location, request.url), 301);
}

export const config = {
  // Every path but Next's own files (its build output, and the development overlay's endpoints).
  matcher: ['/((?!_next/|__nextjs).*)'],
};
