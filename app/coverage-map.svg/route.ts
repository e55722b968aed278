import { buildCoverageMap } from '@/lib/coverage-map/geometry';
import { coverageMapSvg } from '@/lib/coverage-map/svg';

export const dynamic = 'force-static';

/** /coverage-map.svg: the coverage map, drawn at build time; one file for the three languages. */
export function GET() {
  return new Response(coverageMapSvg(buildCoverageMap()), {
    headers: { 'Content-Type': 'image/svg+xml; charset=utf-8' },
  });
}
