import { brandIconImage } from '@/components/brand-mark/brand-icon-image';

export const dynamic = 'force-static';

export function GET() {
  return brandIconImage(512);
}
