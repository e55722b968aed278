import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ImageResponse } from 'next/og';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { company } from '@/lib/company';
import { countryName } from '@/lib/country-names';
import { shareImageSize } from '@/lib/metadata';
import { markRoute } from './mark-route';
import { palette } from '@/styles/palette';

// WOFF: the renderer reads no WOFF2. Read from disk: the bundler must not resolve a computed path.
const font = (file: string) => readFile(join(process.cwd(), 'node_modules/@fontsource/inter/files', file));

export async function shareImage(locale: Locale): Promise<ImageResponse> {
  const t = await getTranslations({ locale, namespace: 'hero' });
  const [latin, latinExt] = await Promise.all([
    font('inter-latin-700-normal.woff'),
    font('inter-latin-ext-700-normal.woff'),
  ]);

  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: 72,
        background: `linear-gradient(135deg, ${palette['navy-950']} 0%, ${palette['navy-900']} 60%, ${palette['navy-700']} 100%)`,
        color: palette.white,
        fontFamily: 'Inter, "Inter Latin Extended"',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 20 }}>
        <svg width="64" height="64" viewBox="0 0 32 32">
          <rect width="32" height="32" rx="8" fill={palette['navy-700']} />
          {markRoute(palette['amber-500'])}
        </svg>
        <div style={{ fontSize: 40 }}>{company.brand}</div>
      </div>
      <div style={{ display: 'flex', fontSize: 68, lineHeight: 1.1, letterSpacing: -2, maxWidth: 960 }}>
        {t('headline')}
      </div>
      <div style={{ display: 'flex', alignItems: 'center', gap: 24, fontSize: 30, color: palette['amber-400'] }}>
        <div style={{ display: 'flex', width: 96, height: 6, borderRadius: 3, background: palette['amber-500'] }} />
        {`${t('since')} · ${company.address.locality}, ${countryName(locale, company.address.countryCode)}`}
      </div>
    </div>,
    {
      ...shareImageSize,
      // Two families: the renderer falls back to the next for missing letters (ă ș ț).
      fonts: [
        { name: 'Inter', data: latin, weight: 700, style: 'normal' },
        { name: 'Inter Latin Extended', data: latinExt, weight: 700, style: 'normal' },
      ],
    },
  );
}
