import { palette } from '@/styles/palette';

/** Elements, not a component, so the build-time image renderer draws them too; also app/icon.svg. */
export function markRoute(accent: string) {
  return [
    <path key="route" d="M8 23c3-9 9-14 16-14" fill="none" stroke={accent} strokeWidth="2.5" strokeLinecap="round" />,
    <circle key="from" cx="8" cy="23" r="3" fill={accent} />,
    <circle key="to" cx="24" cy="9" r="3" fill={palette.white} />,
  ];
}
