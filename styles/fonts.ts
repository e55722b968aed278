import localFont from 'next/font/local';

/*
 * Inter, self-hosted and subset by styles/subset-fonts.mjs to the unicode-range of each file below
 * (the one list of ranges: the script reads it here). Both files share one family through
 * `font-family` in styles/globals.scss: Latin first, the Romanian letters second, then a fallback
 * metric-matched to Inter (see `Inter Fallback` there) so that nothing moves when the font arrives.
 * next/font's own fallback is off: it would sit between the two files and catch ș ț in Arial.
 */
export const interLatin = localFont({
  src: './fonts/inter-latin.woff2',
  weight: '100 900',
  display: 'swap',
  variable: '--font-inter-latin',
  adjustFontFallback: false,
  fallback: [],
  declarations: [{ prop: 'unicode-range', value: 'U+0020-007E, U+00A0-00FF, U+2010-2027, U+20AC' }],
});

export const interLatinExt = localFont({
  src: './fonts/inter-latin-ext.woff2',
  weight: '100 900',
  display: 'swap',
  variable: '--font-inter-latin-ext',
  adjustFontFallback: false,
  fallback: [],
  declarations: [{ prop: 'unicode-range', value: 'U+0102-0103, U+0218-021B' }],
});
