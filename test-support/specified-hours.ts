import { specification } from './specification';

/**
 * lib/company.ts with the specification's opening hours. The tests of what reads the hours mock the
 * company with it (`jest.mock('@/lib/company', …)`), so that they test the rules, not today's hours;
 * lib/company.test.ts holds the company's hours to the specification.
 */
export function companyWithSpecifiedHours() {
  const actual = jest.requireActual<typeof import('@/lib/company')>('@/lib/company');
  return { ...actual, company: { ...actual.company, openingHours: specification.openingHours } };
}
