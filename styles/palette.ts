/**
 * The brand colours drawn outside CSS: the icons, the share image, the manifest, the browser's
 * theme colour and the coverage map. Named as the custom properties of styles/globals.scss that
 * the pages use (`--color-navy-900`); palette.test.ts keeps both at the same values.
 */
export const palette = {
  'navy-950': '#071426',
  'navy-900': '#0b1f3a',
  'navy-700': '#1e3a63',
  'amber-400': '#fbbf24',
  'amber-500': '#f59e0b',
  white: '#fff',
} as const;
