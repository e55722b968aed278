import { specification } from '@/test-support/specification';
import { allCountryCodes, regionCountries, regionIds } from './regions';

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
});
