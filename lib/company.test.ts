/**
 * @jest-environment node
 */
import { company } from './company';
import { formatPhone, postalAddress } from './company-text';

describe('the company profile', () => {
  it('formats Romanian numbers as libphonenumber groups them, with no-break spaces', () => {
    expect(formatPhone('+40213104420')).toBe('+40\u00a021\u00a0310\u00a04420');
    expect(formatPhone('+40722418306')).toBe('+40\u00a0722\u00a0418\u00a0306');
  });

  it('stores numbers in E.164 form for tel: links', () => {
    for (const number of [company.phone, company.mobile, company.fax]) expect(number).toMatch(/^\+40\d{9}$/);
  });

  // Fixed by the specification: each figure is written here as the specification gives it, a
  // requirement of the product, not read from company.ts.
  it('holds the office, the years, the map zoom, the claims and the hours the specification fixes', () => {
    expect(postalAddress('en')).toContain('Voluntari');
    expect(postalAddress('de')).toMatch(/, Rumänien$/);
    expect(company.foundingYear).toBe(2008);
    expect(company.copyrightYear).toBe(2025);
    expect(company.mapZoom).toBe(15);
    expect(company.stats).toEqual({ experience: 16, countries: 25, clients: 500 });
    expect(company.openingHours).toEqual([
      { days: [1, 2, 3, 4, 5], opens: '08:00', closes: '17:00' },
      { days: [6], opens: '08:00', closes: '12:00' },
    ]);
  });
});
