import { company } from '@/lib/company';
import { isPublicHoliday } from '@/lib/public-holidays';

// The EU summer-time rule, not Intl: the first Intl date formatter costs a slow phone 100 ms or more
// right when "open now" runs. office-hours.test.ts checks the rule against Intl's company.timeZone.

type OpeningPeriod = { readonly days: readonly number[]; readonly opens: string; readonly closes: string };

type Schedule = readonly OpeningPeriod[];

export type OfficeStatus =
  { open: true; closes: string } | { open: false; opens: { weekday: number; time: string; inDays: number } };

export type HoursRow = { days: number[]; label: string; hours: { opens: string; closes: string } | null };

const isoWeekdays = [1, 2, 3, 4, 5, 6, 7] as const;

function minutes(time: string): number {
  const [hours = 0, mins = 0] = time.split(':').map(Number);
  return hours * 60 + mins;
}

type WallClock = { weekday: number; minute: number };

/** Winter UTC offsets, in hours, of EU zones only (the summer rule is the EU's): tsc refuses another zone. */
const euZoneWinterOffset = { 'Europe/Bucharest': 2 }[company.timeZone];
const hourMs = 3_600_000;
const dayMs = 24 * hourMs;

/** When EU clocks change: the last Sunday of the month at 01:00 UTC. */
function lastSundayAtOneUtc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0, 1));
  return lastDay.getTime() - lastDay.getUTCDay() * dayMs;
}

/** The instant as a Date whose UTC fields are the office's local ones. */
function officeLocal(instant: Date): Date {
  const time = instant.getTime();
  const year = instant.getUTCFullYear();
  const summer = time >= lastSundayAtOneUtc(year, 2) && time < lastSundayAtOneUtc(year, 9);
  return new Date(time + (euZoneWinterOffset + (summer ? 1 : 0)) * hourMs);
}

function clockOf(local: Date): WallClock {
  return { weekday: ((local.getUTCDay() + 6) % 7) + 1, minute: local.getUTCHours() * 60 + local.getUTCMinutes() };
}

export function wallClock(instant: Date): WallClock {
  return clockOf(officeLocal(instant));
}

function periodsOf(weekday: number, hours: Schedule): OpeningPeriod[] {
  return hours.filter((period) => period.days.includes(weekday)).sort((a, b) => minutes(a.opens) - minutes(b.opens));
}

/**
 * Closing time counts as closed, and so does a public holiday. `inDays` counts wall-clock days
 * (0 = later today).
 */
export function officeStatus(now: Date, hours: Schedule = company.openingHours): OfficeStatus {
  const local = officeLocal(now);
  const { weekday: today, minute } = clockOf(local);
  const periodsIn = (inDays: number) =>
    company.closedOnPublicHolidays && isPublicHoliday(new Date(local.getTime() + inDays * dayMs))
      ? []
      : periodsOf(((today - 1 + inDays) % 7) + 1, hours);

  for (const period of periodsIn(0)) {
    if (minute >= minutes(period.opens) && minute < minutes(period.closes))
      return { open: true, closes: period.closes };
  }
  // Holidays beside a weekend close the office for several days in a row.
  for (let inDays = 0; inDays <= 14; inDays += 1) {
    const next = periodsIn(inDays).find((period) => inDays > 0 || minutes(period.opens) > minute);
    if (next) return { open: false, opens: { weekday: ((today - 1 + inDays) % 7) + 1, time: next.opens, inDays } };
  }
  throw new RangeError('The office has no opening hours');
}

/** Every status `officeStatus` can return under `hours`, once per `statusKey`. */
export function possibleStatuses(hours: Schedule = company.openingHours): OfficeStatus[] {
  const statuses = isoWeekdays.flatMap((weekday) =>
    periodsOf(weekday, hours).flatMap(({ opens, closes }, index): OfficeStatus[] => [
      { open: true, closes },
      { open: false, opens: { weekday, time: opens, inDays: 0 } },
      ...(index === 0 ? [{ open: false as const, opens: { weekday, time: opens, inDays: 1 } }] : []),
    ]),
  );
  return [...new Map(statuses.map((status) => [statusKey(status), status])).values()];
}

/** What "open now" says depends only on this. */
export function statusKey(status: OfficeStatus): string {
  if (status.open) return `open ${status.closes}`;
  return `${status.opens.inDays === 0 ? 'today' : status.opens.weekday} ${status.opens.time}`;
}

/** Monday first, as written mid-sentence ("luni"). */
export function weekdayNames(locale: string): string[] {
  const format = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
  // 1 January 2024 was a Monday.
  return isoWeekdays.map((weekday) => format.format(new Date(Date.UTC(2024, 0, weekday))));
}

/** Romanian weekday names are lowercase; a row label is capitalised. */
function capitalise(text: string, locale: string): string {
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
}

function sameHours(a: HoursRow['hours'], b: HoursRow['hours']): boolean {
  return a?.opens === b?.opens && a?.closes === b?.closes;
}

/** Consecutive days with the same hours share a row ("Monday – Friday"); a day shows its first period. */
export function groupedHours(locale: string, hours: Schedule = company.openingHours): HoursRow[] {
  const names = weekdayNames(locale);
  const rows: HoursRow[] = [];
  for (const weekday of isoWeekdays) {
    const first = periodsOf(weekday, hours)[0];
    const dayHours = first ? { opens: first.opens, closes: first.closes } : null;
    const last = rows.at(-1);
    if (last && sameHours(last.hours, dayHours)) last.days.push(weekday);
    else rows.push({ days: [weekday], label: '', hours: dayHours });
  }
  for (const row of rows) {
    const from = names[row.days[0]! - 1] ?? '';
    const to = names[row.days.at(-1)! - 1] ?? '';
    row.label = capitalise(row.days.length > 1 ? `${from} – ${to}` : from, locale);
  }
  return rows;
}
