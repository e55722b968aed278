import { buildCoverageMap } from '@/lib/coverage-map/geometry';
import { coverageMapSvg } from '@/lib/coverage-map/svg';

export const dynamic = 'force-static';

export function GET() {
  return new Response(coverageMapSvg(buildCoverageMap()), {
    headers: { 'Content-Type': 'image/svg+xml; charset=utf-8' },
  });
}
