import { brandIconImage } from '@/components/brand-mark/brand-icon-image';

export const dynamic = 'force-static';

/** Browsers also look for it by name. */
export function GET() {
  return brandIconImage(180);
}
