/** On the loader a rewritten page ends with: the scripts it starts after the first paint. */
export const deferredScriptsAttribute = 'data-deferred-scripts';
