/**
 * On the loader a rewritten page ends with: the scripts it starts after the first paint, and the
 * page's data file. script-loader.ts spells them out: an import would add 12 bytes to every page.
 */
export const deferredScriptsAttribute = 'data-deferred-scripts';
export const flightAttribute = 'data-flight';
