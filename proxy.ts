import { NextResponse, type NextRequest } from 'next/server';
import { answerFor } from './i18n/routing/answer';
import { checkoutSite } from './lib/node/top-level-files';

const site = checkoutSite();

/** Development only: the export has no server, so CloudFront's function and the 404 page apply the same rule in production. */
export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const answer = answerFor(pathname, search, site);
  if (answer.kind !== 'redirect') return NextResponse.next();
  // Next makes a same-origin location relative again, as the other runtimes write it.
  return NextResponse.redirect(new URL(answer.location, request.url), 301);
}

export const config = {
  matcher: ['/((?!_next/|__nextjs).*)'],
};
