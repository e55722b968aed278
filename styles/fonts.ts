import localFont from 'next/font/local';

// next/font's fallback is off: between the two files it would catch ș ț in Arial (styles/globals.scss has the metric-matched one).
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
