import { readFileSync } from 'node:fs';
import path from 'node:path';
import { allCountryCodes, regionColours, regionCountries, regionIds } from './regions';

describe('the region table', () => {
  it('puts each of the 52 covered countries in exactly one region', () => {
    expect(allCountryCodes).toHaveLength(52);
    expect(new Set(allCountryCodes).size).toBe(52);
    expect(regionCountries.east).toContain('RO');
    expect(allCountryCodes).not.toContain('US');
  });

  it('has the same region colours as the --region-<id> tokens of styles/globals.scss', () => {
    const scss = readFileSync(path.join(__dirname, '../styles/globals.scss'), 'utf8');
    const tokens = Object.fromEntries(
      [...scss.matchAll(/--region-([a-z]+):\s*(#[0-9a-f]{6});/gi)].map(([, id, hex]) => [id, hex]),
    );
    expect(tokens).toEqual(Object.fromEntries(regionIds.map((id) => [id, regionColours[id]])));
  });
});
