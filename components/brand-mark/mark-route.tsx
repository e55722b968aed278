import { palette } from '@/styles/palette';

/**
 * The brand mark's drawing in a 32x32 box: a route arc from a stop in the accent colour to a white
 * stop. The logo (brand-mark.tsx), the PNG icons and the share image draw it over a tile of their
 * own; app/icon.svg is the same drawing as a file (brand-mark.test.tsx keeps the two equal).
 * Elements rather than a component, so the build-time image renderer draws them too.
 */
export function markRoute(accent: string) {
  return [
    <path key="route" d="M8 23c3-9 9-14 16-14" fill="none" stroke={accent} strokeWidth="2.5" strokeLinecap="round" />,
    <circle key="from" cx="8" cy="23" r="3" fill={accent} />,
    <circle key="to" cx="24" cy="9" r="3" fill={palette.white} />,
  ];
}
