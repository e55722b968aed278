/**
 * Build-time geometry of the coverage map: Europe from Iceland to the Caspian and from the North
 * Cape to Eilat, as SVG path strings in a WIDTH x height pixel frame.
 *
 * Only the server component that renders the map (at build time, static export) calls this, so the
 * ~750 KB world atlas and d3-geo stay out of the browser bundle: the browser only gets the paths.
 */
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
  /** One path of all land in the frame that is not a covered country (grey background). */
  land: string;
  /** Covered countries, in the order of lib/regions.ts. */
  countries: CoverageCountry[];
  /** Covered countries too small to see or click at this scale, as points to draw a dot on. */
  markers: CoverageMarker[];
};

type CountryProperties = { name: string };
type CountryGeometry = GeometryObject<CountryProperties>;
type AreaGeometry = Polygon<CountryProperties> | MultiPolygon<CountryProperties>;
type Atlas = Topology<{ countries: GeometryCollection<CountryProperties> }>;

const WIDTH = 1000;
/** Room around the fitted points, so Iceland's west cape or Eilat don't touch the edge. */
const MARGIN = 12;

/**
 * The frame is fitted to these [lon, lat] points (the extremes of the covered area); the height
 * follows from them so that the frame is tight around them. Portugal's south-west cape is needed
 * besides Iceland: centred on 15°E, the projection puts the Algarve further left than Iceland's
 * west cape (meridians converge towards the north), so a frame fitted to Iceland cuts Iberia.
 */
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

/** A vertex whose (Visvalingam) triangle covers less than this many px² is dropped. */
const SIMPLIFY_PX2 = 1;
/** Detached rings (islands) smaller than this (in px²) are dropped: they'd only be a speck. */
const MIN_ISLAND_PX2 = 2;

/** Covered states under a few pixels at this scale: they also get a dot, to be seen at all. */
const TINY_CODES: readonly string[] = ['FO', 'AD', 'MT', 'SM', 'VA', 'LI', 'MC'];

/**
 * Shapes the atlas draws apart that the map shows as part of a covered country. Northern Cyprus
 * has no id in the atlas (it is no ISO country), hence the match on its name; Åland has its own
 * ISO code (AX, 248) but belongs to Finland.
 */
const EXTRA_PARTS: Readonly<Record<string, (g: CountryGeometry) => boolean>> = {
  CY: (g) => nameOf(g) === 'N. Cyprus',
  FI: (g) => g.id === '248',
};

let memo: CoverageMap | undefined;

/** The map geometry; computed once per process (it takes a few hundred ms) and then shared. */
export function buildCoverageMap(): CoverageMap {
  memo ??= compute();
  return memo;
}

function compute(): CoverageMap {
  const atlas = countries50m as unknown as Atlas;

  // Fit the width first, then size the height to the fitted points, so the frame is tight.
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
    // Cut everything outside the frame (Russia, Kazakhstan and Turkey go far east), so the paths
    // only hold what is seen.
    .clipExtent([
      [0, 0],
      [WIDTH, height],
    ]);
  const path = geoPath(projection).digits(1);

  // The projection is equal-area: a spherical area A (steradians) covers A·k² px² at scale k, so
  // the simplification thresholds can be given in pixels and measured on the sphere.
  const steradiansPerPx2 = 1 / projection.scale() ** 2;
  const presimplified = presimplify(atlas, sphericalTriangleArea);
  const simplified = simplify(presimplified, SIMPLIFY_PX2 * steradiansPerPx2);
  // Tiny islands collapse to slivers once simplified; drop those that touch no other shape.
  // Shapes sharing a border (San Marino, the Vatican, Monaco...) are kept whatever their size.
  const topology = filter(
    simplified,
    filterAttachedWeight(simplified, MIN_ISLAND_PX2 * steradiansPerPx2, ringArea),
  ) as unknown as Atlas;

  const geometries = topology.objects.countries.geometries;
  const used = new Set<CountryGeometry>();
  // Shapes the filter emptied (type null) have nothing left to draw.
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

  // Everything else is background land, merged into one shape (no inner borders to draw). Only the
  // shapes that reach into the frame are merged: the rest of the world would add nothing.
  const rest = geometries.filter((g) => !used.has(g) && path(feature(topology, g)));
  const land = toPath(rest);

  // Dots go on the centroid of the full-detail shape: simplification may have moved or dropped it.
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

/**
 * filterWeight calls its weigher with (ring, interior), which sphericalRingArea needs to measure
 * holes the right way round; @types/topojson-simplify only declares the ring argument.
 */
const ringArea = sphericalRingArea as RingWeighter;

function isArea(g: CountryGeometry): g is AreaGeometry {
  return g.type === 'Polygon' || g.type === 'MultiPolygon';
}

function nameOf(g: CountryGeometry): string | undefined {
  // A null geometry's properties are typed {}; every atlas shape has a name.
  return (g.properties as Partial<CountryProperties> | undefined)?.name;
}

function coveredCountries(): { code: string; region: RegionId }[] {
  return regionIds.flatMap((region) => regionCountries[region].map((code) => ({ code, region })));
}

function round1(value: number): number {
  return Math.round(value * 10) / 10;
}
