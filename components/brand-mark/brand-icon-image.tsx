import { ImageResponse } from 'next/og';
import { markRoute } from './mark-route';
import { palette } from '@/styles/palette';

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
