import { ImageResponse } from 'next/og';

/**
 * The brand mark as a square PNG of the given size, drawn at build time: the home-screen icons of
 * the web app manifest and the Apple touch icon (app/icon.svg is the same drawing for browsers).
 */
export function brandIconImage(size: number): ImageResponse {
  return new ImageResponse(
    (
      <div style={{ width: '100%', height: '100%', display: 'flex', background: '#0b1f3a' }}>
        <svg width={size} height={size} viewBox="0 0 32 32">
          <path d="M8 23c3-9 9-14 16-14" fill="none" stroke="#f59e0b" strokeWidth="2.5" strokeLinecap="round" />
          <circle cx="8" cy="23" r="3" fill="#f59e0b" />
          <circle cx="24" cy="9" r="3" fill="#ffffff" />
        </svg>
      </div>
    ),
    { width: size, height: size },
  );
}
