/**
 * @jest-environment node
 */
// The geometry only ever runs in Node (build time): no DOM here.
import { allCountryCodes, regionCountries } from '../regions';
import { buildCoverageMap, type CoverageMap } from './geometry';

describe('buildCoverageMap', () => {
  let map: CoverageMap;

  beforeAll(() => {
    map = buildCoverageMap();
  });

  it('draws every covered country as a shape or a marker', () => {
    const drawn = new Set([...map.countries, ...map.markers].map((item) => item.code));
    const missing = allCountryCodes.filter((code) => !drawn.has(code));
    expect(missing).toEqual([]);
  });

  it('draws nothing that is not covered, and each country once', () => {
    const codes = map.countries.map((c) => c.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(allCountryCodes).toContain(code);
  });

  it('gives the tiny states a marker', () => {
    expect(map.markers.map((m) => m.code).sort()).toEqual(['AD', 'FO', 'LI', 'MC', 'MT', 'SM', 'VA']);
  });

  it('colours each country by its region in lib/regions.ts', () => {
    for (const item of [...map.countries, ...map.markers]) {
      expect({ code: item.code, listed: regionCountries[item.region].includes(item.code) }).toEqual({
        code: item.code,
        listed: true,
      });
    }
  });

  it('places every marker inside the frame', () => {
    for (const { code, x, y } of map.markers) {
      expect({ code, inside: x >= 0 && x <= map.width && y >= 0 && y <= map.height }).toEqual({
        code,
        inside: true,
      });
    }
  });

  it('produces valid path data', () => {
    expect(map.land.length).toBeGreaterThan(0);
    for (const d of [map.land, ...map.countries.map((c) => c.d)]) {
      expect(d).not.toContain('NaN');
      expect(d).toMatch(/^M/);
    }
  });

  it('is computed once and then shared', () => {
    expect(buildCoverageMap()).toBe(map);
  });
});
