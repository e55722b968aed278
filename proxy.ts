import { NextResponse, type NextRequest } from 'next/server';
import { unprefixedRedirect } from './lib/unprefixed-redirect';

/**
 * Development only (the static export has no server): sends unprefixed paths to their Romanian
 * version, as nginx, the preview server and the exported 404 page do in production.
 */
export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const target = unprefixedRedirect(pathname, search);
  return target ? NextResponse.redirect(new URL(target, request.url), 308) : NextResponse.next();
}

export const config = {
  // Leave Next's own files and anything with an extension (robots.txt, images, fonts) alone.
  matcher: ['/((?!_next/|.*\\.[a-z0-9]+$).*)'],
};
