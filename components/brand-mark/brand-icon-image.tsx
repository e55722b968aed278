import { ImageResponse } from 'next/og';
import { markRoute } from './mark-route';
import { palette } from '@/styles/palette';

/**
 * The brand mark as a square PNG of the given size, drawn at build time: the home-screen icons of
 * the web app manifest and the Apple touch icon (app/icon.svg is the same drawing for browsers).
 */
export function brandIconImage(size: number): ImageResponse {
  return new ImageResponse(
    <div style={{ width: '100%', height: '100%', display: 'flex', background: palette['navy-900'] }}>
      <svg width={size} height={size} viewBox="0 0 32 32">
        {markRoute(palette['amber-500'])}
      </svg>
    </div>,
    { width: size, height: size },
  );
}
