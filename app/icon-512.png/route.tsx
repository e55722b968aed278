import { brandIconImage } from '@/components/brand-mark/brand-icon-image';

export const dynamic = 'force-static';

/** /icon-512.png, for the web app manifest. */
export function GET() {
  return brandIconImage(512);
}
