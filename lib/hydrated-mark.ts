/**
 * The mark a page sets on its root element once React has hydrated it, the 404 page too. From then
 * on a tap goes straight to React instead of being held for a replay (components/early-taps/); the
 * specs and the benchmark wait for it before they act on what the scripts do.
 */
export const hydratedAttribute = 'data-hydrated';

/** A hydrated page's root element, as a CSS selector. */
export const hydratedSelector = `html[${hydratedAttribute}]`;
