import { brandIconImage } from '@/components/brand-mark/brand-icon-image';

export const dynamic = 'force-static';

/** /apple-touch-icon.png (180x180), the iOS home-screen icon; browsers also look for it by name. */
export function GET() {
  return brandIconImage(180);
}
