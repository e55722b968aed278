import type { InlineModule } from '@/lib/node/inline-script';

type CurrentLocation = Pick<Location, 'search' | 'hash' | 'replace'>;

/** Inline in the root page, for hosts without redirect rules; the root is no page to go back to. */
export function redirectTo(target: string, location: CurrentLocation = window.location): void {
  location.replace(target + location.search + location.hash);
}

export const rootRedirectModule: InlineModule<{ redirectTo: typeof redirectTo }> = {
  path: 'lib/inline-scripts/redirect-to.ts',
};
