import { brandIconImage } from '@/components/brand-mark/brand-icon-image';

export const dynamic = 'force-static';

/** /icon-192.png, for the web app manifest. */
export function GET() {
  return brandIconImage(192);
}
