import 'server-only';
import { company } from './company';

/** Any year: only the zones' offsets matter, which the EU's and the UK's rules keep the same each year. */
const referenceYear = 2026;

/**
 * A time on the office's clock as another zone's clock reads it on the 15th of `month` (January
 * unless asked): the same all year for Berlin and London, which change their clocks with Romania.
 * Intl here, at build time; lib/office-hours.ts keeps its own rule because it runs on a phone.
 */
export function officeTimeIn(timeZone: string, time: string, month = 1): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const clock = (zone: string) =>
    new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  // The office's offset that day: its clock read at noon UTC, less 12 hours.
  const noon = new Date(Date.UTC(referenceYear, month - 1, 15, 12));
  const [officeHour = 12] = clock(company.timeZone).format(noon).split(':').map(Number);
  return clock(timeZone).format(new Date(Date.UTC(referenceYear, month - 1, 15, hours - (officeHour - 12), minutes)));
}

// The copy's sentences name the weekday and the Saturday hours, in this order.
const [weekdays, saturday] = company.openingHours;
const range = ({ opens, closes }: { opens: string; closes: string }) => `${opens}–${closes}`;

/** The company's facts, which the copy writes as arguments (`{brand}`), for i18n/messages.ts to fill. */
export const copyFacts: Record<string, string> = {
  brand: company.brand,
  legalName: company.legalName,
  town: company.address.locality,
  county: company.address.region,
  // Plain digits: a year takes no thousands separator.
  foundingYear: String(company.foundingYear),
  experienceYears: String(company.stats.experience),
  countryCount: String(company.stats.countries),
  clientCount: String(company.stats.clients),
  weekdayHours: range(weekdays),
  saturdayHours: range(saturday),
  opens: weekdays.opens,
  opensBerlin: officeTimeIn('Europe/Berlin', weekdays.opens),
  opensLondon: officeTimeIn('Europe/London', weekdays.opens),
};
for (const [name, value] of Object.entries(copyFacts)) {
  if (/[{}'<#]/.test(value)) throw new Error(`company ${name} "${value}" holds a character ICU reads as syntax`);
}
