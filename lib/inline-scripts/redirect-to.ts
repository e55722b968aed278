import type { InlineModule } from '@/lib/node/inline-script';

type CurrentLocation = Pick<Location, 'search' | 'hash' | 'replace'>;

/**
 * Runs inline in the export's root page (app/page.tsx), for hosts without redirect rules: goes to
 * `target` with the query and fragment of the request, replacing the history entry (the root is
 * not a page to go back to), without waiting for any bundle.
 */
export function redirectTo(target: string, location: CurrentLocation = window.location): void {
  location.replace(target + location.search + location.hash);
}

/** This module and the function that runs inline, for the code that compiles its call (lib/node/inline-script.ts). */
export const rootRedirectModule: InlineModule<{ redirectTo: typeof redirectTo }> = {
  path: 'lib/inline-scripts/redirect-to.ts',
};
