import { readFileSync } from 'node:fs';
import path from 'node:path';
import { specification } from '@/test-support/specification';
import { allCountryCodes, regionColours, regionCountries, regionIds } from './regions';

describe('the region table', () => {
  it('has the six regions and the countries of each that the specification fixes', () => {
    const sorted = (table: Record<string, readonly string[]>) =>
      Object.fromEntries(Object.entries(table).map(([id, codes]) => [id, [...codes].sort()]));
    expect(sorted(regionCountries)).toEqual(sorted(specification.regions));
    expect([...regionIds].sort()).toEqual(Object.keys(specification.regions).sort());
  });

  it('puts each covered country in exactly one region', () => {
    expect(new Set(allCountryCodes).size).toBe(allCountryCodes.length);
  });

  it('has the same region colours as the --region-<id> tokens of styles/globals.scss', () => {
    const scss = readFileSync(path.join(__dirname, '../styles/globals.scss'), 'utf8');
    const tokens = Object.fromEntries(
      [...scss.matchAll(/--region-([a-z-]+):\s*(#[0-9a-f]{6});/gi)].map(([, id, hex]) => [id, hex]),
    );
    expect(tokens).toEqual(Object.fromEntries(regionIds.map((id) => [id, regionColours[id]])));
  });
});
