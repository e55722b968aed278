/** Set on <html> once React has hydrated: taps then go straight to React, and specs wait for it. */
export const hydratedAttribute = 'data-hydrated';

export const hydratedSelector = `html[${hydratedAttribute}]`;
