// What the product specification fixes (its route table, region table and business constants), for the tests to assert once.
// An oracle on purpose: it repeats values the code also holds, so that a change to one fails a test until the other agrees.
export const specification = {
  routes: {
    home: { ro: '/ro', en: '/en', de: '/de' },
    about: { ro: '/ro/despre', en: '/en/about', de: '/de/uber-uns' },
    services: { ro: '/ro/servicii', en: '/en/services', de: '/de/dienstleistungen' },
    contact: { ro: '/ro/contact', en: '/en/contact', de: '/de/kontakt' },
  },
  foundingYear: 2008,
  copyrightYear: 2025,
  stats: { experience: 16, countries: 25, clients: 500 },
  /** ISO weekdays, 1 = Monday; Sunday closed. */
  openingHours: [
    { days: [1, 2, 3, 4, 5], opens: '08:00', closes: '17:00' },
    { days: [6], opens: '08:00', closes: '12:00' },
  ],
  counterMs: 800,
  mapZoom: 15,
  regions: {
    east: ['BY', 'BG', 'MD', 'PL', 'CZ', 'RO', 'RU', 'SK', 'UA', 'HU'],
    north: ['FI', 'DK', 'EE', 'FO', 'NO', 'IS', 'LV', 'LT', 'GB', 'IE', 'SE'],
    south: ['AL', 'AD', 'BA', 'HR', 'GR', 'IT', 'MK', 'MT', 'ME', 'PT', 'SM', 'RS', 'SI', 'ES', 'VA'],
    west: ['AT', 'BE', 'CH', 'FR', 'DE', 'LI', 'LU', 'MC', 'NL'],
    transcontinental: ['AM', 'AZ', 'GE', 'KZ', 'TR'],
    sociopolitical: ['IL', 'CY'],
  },
  services: ['expedition', 'groupage', 'doorToDoor', 'consulting'],
  footerMinHeightPx: 373,
  navHeightPx: 64,
  parallax: { distancePx: 40, overScrollPx: 400 },
  fadeInS: 2,
  /** Every route change starts at the top: Back does not restore the old position either. */
  scrollRestoration: 'manual',
} as const;
