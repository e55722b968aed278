/**
 * The brand colours. The stylesheets get them as `$palette` (next.config.mjs), which globals.scss
 * writes as custom properties of the same names (`--color-navy-900`); the icons, the share image,
 * the manifest, the browser's theme colour and the coverage map read them here.
 */
export const palette = {
  'navy-950': '#071426',
  'navy-900': '#0b1f3a',
  'navy-800': '#13294b',
  'navy-700': '#1e3a63',
  'navy-100': '#c9d6ea',
  'amber-400': '#fbbf24',
  'amber-500': '#f59e0b',
  /** Amber as text on white (5.0:1). */
  'amber-600': '#b45309',
  'grey-50': '#f6f8fb',
  'grey-100': '#eef2f7',
  'grey-200': '#dbe3ee',
  /** Secondary text on white and grey-100 (AA). */
  'grey-600': '#4a5a70',
  white: '#fff',
} as const;
