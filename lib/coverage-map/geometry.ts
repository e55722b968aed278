// Build time only: the ~750 KB world atlas and d3-geo stay out of the browser, which gets the paths.
import 'server-only';
import { geoAzimuthalEqualArea, geoCentroid, geoPath, type GeoPermissibleObjects } from 'd3-geo';
import type { MultiPoint } from 'geojson';
import { feature, merge } from 'topojson-client';
import {
  filter,
  filterAttachedWeight,
  presimplify,
  simplify,
  sphericalRingArea,
  sphericalTriangleArea,
  type RingWeighter,
} from 'topojson-simplify';
import type { GeometryCollection, GeometryObject, MultiPolygon, Polygon, Topology } from 'topojson-specification';
import countries50m from 'world-atlas/countries-50m.json';
import { regionCountries, regionIds, type RegionId } from '../regions';
import { isoNumeric } from './iso-numeric';

type CoverageCountry = { code: string; region: RegionId; d: string };
type CoverageMarker = { code: string; region: RegionId; x: number; y: number };

export type CoverageMap = {
  width: number;
  height: number;
  land: string;
  countries: CoverageCountry[];
  /** Covered countries too small to see at this scale, drawn as dots. */
  markers: CoverageMarker[];
};

type CountryProperties = { name: string };
type CountryGeometry = GeometryObject<CountryProperties>;
type AreaGeometry = Polygon<CountryProperties> | MultiPolygon<CountryProperties>;
type Atlas = Topology<{ countries: GeometryCollection<CountryProperties> }>;

const WIDTH = 1000;
const MARGIN = 12;

// Centred on 15°E, the Algarve lies further left than Iceland's west cape: both must be fitted.
const FRAME_POINTS: MultiPoint = {
  type: 'MultiPoint',
  coordinates: [
    [-24.53, 65.5], // Bjargtangar, the west cape of Iceland
    [-8.99, 37.02], // Cabo de São Vicente, the south-west cape of Portugal
    [49.87, 40.41], // Baku, on the Caspian
    [25.78, 71.17], // North Cape
    [34.95, 29.56], // Eilat, the south tip of Israel
  ],
};

const SIMPLIFY_PX2 = 1;
const MIN_ISLAND_PX2 = 2;

const TINY_CODES: readonly string[] = ['FO', 'AD', 'MT', 'SM', 'VA', 'LI', 'MC'];

// Shapes drawn apart in the atlas: Northern Cyprus has no ISO id; Åland (AX, 248) is Finland's.
const EXTRA_PARTS: Readonly<Record<string, (g: CountryGeometry) => boolean>> = {
  CY: (g) => nameOf(g) === 'N. Cyprus',
  FI: (g) => g.id === '248',
};

let memo: CoverageMap | undefined;

/** Computed once per process: it takes a few hundred ms. */
export function buildCoverageMap(): CoverageMap {
  memo ??= compute();
  return memo;
}

function compute(): CoverageMap {
  const atlas = countries50m as unknown as Atlas;

  const projection = geoAzimuthalEqualArea()
    .rotate([-15, -52])
    .fitWidth(WIDTH - 2 * MARGIN, FRAME_POINTS);
  const [[, top], [, bottom]] = geoPath(projection).bounds(FRAME_POINTS);
  const height = Math.ceil(bottom - top) + 2 * MARGIN;
  projection
    .fitExtent(
      [
        [MARGIN, MARGIN],
        [WIDTH - MARGIN, height - MARGIN],
      ],
      FRAME_POINTS,
    )
    .clipExtent([
      [0, 0],
      [WIDTH, height],
    ]);
  const path = geoPath(projection).digits(1);

  // Equal-area: A steradians cover A·k² px² at scale k, so pixel thresholds apply on the sphere.
  const steradiansPerPx2 = 1 / projection.scale() ** 2;
  const presimplified = presimplify(atlas, sphericalTriangleArea);
  const simplified = simplify(presimplified, SIMPLIFY_PX2 * steradiansPerPx2);
  // Drops tiny islands; shapes sharing a border (San Marino, the Vatican) are kept whatever their size.
  const topology = filter(
    simplified,
    filterAttachedWeight(simplified, MIN_ISLAND_PX2 * steradiansPerPx2, ringArea),
  ) as unknown as Atlas;

  const geometries = topology.objects.countries.geometries;
  const used = new Set<CountryGeometry>();
  const toPath = (parts: CountryGeometry[]): string => path(merge(topology, parts.filter(isArea))) ?? '';

  const countries: CoverageCountry[] = [];
  for (const { code, region } of coveredCountries()) {
    const isPart = EXTRA_PARTS[code];
    const parts = geometries.filter((g) => g.id === isoNumeric[code] || (isPart?.(g) ?? false));
    if (parts.length === 0) throw new Error(`coverage map: no shape for ${code} in world-atlas`);
    parts.forEach((g) => used.add(g));
    const d = toPath(parts);
    if (d) countries.push({ code, region, d });
  }

  const rest = geometries.filter((g) => !used.has(g) && path(feature(topology, g)));
  const land = toPath(rest);

  // The full-detail centroid: simplification may have moved or dropped the shape.
  const original = new Map(atlas.objects.countries.geometries.map((g) => [g.id, g]));
  const markers: CoverageMarker[] = coveredCountries()
    .filter(({ code }) => TINY_CODES.includes(code))
    .map(({ code, region }) => {
      const shape = original.get(isoNumeric[code]);
      const point = shape && projection(geoCentroid(feature(atlas, shape) as GeoPermissibleObjects));
      if (!point) throw new Error(`coverage map: cannot place the marker of ${code}`);
      return { code, region, x: round1(point[0]), y: round1(point[1]) };
    });

  return { width: WIDTH, height, land, countries, markers };
}

// filterWeight passes (ring, interior), which @types/topojson-simplify leaves out of the type.
const ringArea = sphericalRingArea as RingWeighter;

function isArea(g: CountryGeometry): g is AreaGeometry {
  return g.type === 'Polygon' || g.type === 'MultiPolygon';
}

function nameOf(g: CountryGeometry): string | undefined {
  return (g.properties as Partial<CountryProperties> | undefined)?.name;
}

function coveredCountries(): { code: string; region: RegionId }[] {
  return regionIds.flatMap((region) => regionCountries[region].map((code) => ({ code, region })));
}

function round1(value: number): number {
  return Math.round(value * 10) / 10;
}
