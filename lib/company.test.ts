/**
 * @jest-environment node
 */
import { specification } from '@/test-support/specification';
import { company } from './company';
import { formatPhone, postalAddress } from './company-format';
import { serviceIds } from './services';

describe('the company profile', () => {
  it('formats Romanian numbers as libphonenumber groups them, with no-break spaces', () => {
    expect(formatPhone('+40213104420')).toBe('+40\u00a021\u00a0310\u00a04420');
    expect(formatPhone('+40722418306')).toBe('+40\u00a0722\u00a0418\u00a0306');
  });

  it('stores numbers in E.164 form for tel: links', () => {
    for (const number of [company.phone, company.mobile, company.fax]) expect(number).toMatch(/^\+40\d{9}$/);
  });

  it('holds the office, years, map zoom, claims, hours and services the specification fixes', () => {
    expect(postalAddress('en')).toContain('Voluntari');
    expect(postalAddress('de')).toMatch(/, Rumänien$/);
    const { foundingYear, copyrightYear, mapZoom, stats, openingHours } = company;
    expect({ foundingYear, copyrightYear, mapZoom, stats, openingHours, services: serviceIds }).toEqual({
      foundingYear: specification.foundingYear,
      copyrightYear: specification.copyrightYear,
      mapZoom: specification.mapZoom,
      stats: specification.stats,
      openingHours: specification.openingHours,
      services: specification.services,
    });
  });
});
