/**
 * @jest-environment node
 */
// The file is written at build time, in Node; the size check needs zlib.
import { gzipSync } from 'node:zlib';
import { allCountryCodes, regionColours, regionCountries, regionIds } from '../regions';
import { buildCoverageMap } from './geometry';
import { coverageMapSvg } from './svg';

/** The map's budget (issue: at most 40 KB gzip), as sent over the wire. */
const MAX_GZIP_BYTES = 40 * 1024;

const svg = coverageMapSvg(buildCoverageMap());
/** The region groups, in document order, each with its attributes and its country codes. */
const groups = [...svg.matchAll(/<g data-region="(\w+)"([^>]*)>((?:<path [^>]*\/>)*)<\/g>/g)].map(
  ([, region, attributes, paths]) => ({
    region,
    attributes,
    codes: [...paths!.matchAll(/data-code="(\w+)"/g)].map(([, code]) => code),
  }),
);
const markers = [...svg.matchAll(/<g data-code="(\w+)" data-region="(\w+)"/g)].map(([, code, region]) => ({
  code,
  region,
}));

describe('the coverage map file', () => {
  it('is a sized SVG document, first showing the default region (west) selected', () => {
    expect(svg).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 1000 \d+" width="1000" height="\d+" data-selected="west">/,
    );
    expect(svg.trimEnd()).toMatch(/<\/svg>$/);
  });

  it('draws every covered country once, in its region’s group or as a tiny state’s dot', () => {
    const drawn = [...groups.flatMap((g) => g.codes), ...markers.map((m) => m.code)];
    expect(new Set(drawn)).toEqual(new Set(allCountryCodes));
    for (const group of groups)
      for (const code of group.codes)
        expect(regionCountries[group.region as keyof typeof regionCountries]).toContain(code);
    for (const marker of markers)
      expect(regionCountries[marker.region as keyof typeof regionCountries]).toContain(marker.code);
  });

  it('colours each region with its colour from lib/regions.ts', () => {
    expect(groups.map((g) => g.region).sort()).toEqual([...regionIds].sort());
    for (const group of groups)
      expect(group.attributes).toContain(`fill="${regionColours[group.region as keyof typeof regionColours]}"`);
  });

  it('draws the selected region last, outlined, and fades the others', () => {
    expect(groups.at(-1)?.region).toBe('west');
    expect(groups.at(-1)?.attributes).toContain('data-selected=""');
    expect(groups.at(-1)?.attributes).not.toContain('fill-opacity');
    for (const group of groups.slice(0, -1)) expect(group.attributes).toContain('fill-opacity="0.3"');
    // Tiny states' dots come after every group, so they are painted on top.
    expect(svg.lastIndexOf('<g data-region=')).toBeLessThan(svg.indexOf('<g data-code='));
  });

  it('holds no script, style sheet or text: only shapes', () => {
    expect(svg).not.toMatch(/<(script|style|text|foreignObject)\b/);
  });

  it(`stays under ${MAX_GZIP_BYTES / 1024} KB gzipped`, () => {
    expect(gzipSync(svg, { level: 9 }).length).toBeLessThan(MAX_GZIP_BYTES);
  });
});
