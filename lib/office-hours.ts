import { company } from '@/lib/company';

// The office's clock is computed from UTC by the EU summer-time rule, not Intl: a page's first Intl
// date formatter sets up ICU, a task of 100 ms or more on a slow phone right when "open now" runs.
// office-hours.test.ts checks the rule against Intl's company.timeZone.

/** One opening period: ISO weekdays (1 = Monday … 7 = Sunday) and local "HH:MM" times. */
type OpeningPeriod = { readonly days: readonly number[]; readonly opens: string; readonly closes: string };

type Schedule = readonly OpeningPeriod[];

export type OfficeStatus =
  { open: true; closes: string } | { open: false; opens: { weekday: number; time: string; inDays: number } };

/** A row of the printed schedule: consecutive days that share the same hours (null = closed). */
export type HoursRow = { days: number[]; label: string; hours: { opens: string; closes: string } | null };

const isoWeekdays = [1, 2, 3, 4, 5, 6, 7] as const;

function minutes(time: string): number {
  const [hours = 0, mins = 0] = time.split(':').map(Number);
  return hours * 60 + mins;
}

type WallClock = { weekday: number; minute: number };

/** company.timeZone's offset from UTC outside summer time, in hours. */
const officeOffset = 2;
const hourMs = 3_600_000;
const dayMs = 24 * hourMs;

/** The last Sunday of a month (0 = January) at 01:00 UTC: when clocks change in the EU. */
function lastSundayAtOneUtc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0, 1));
  return lastDay.getTime() - lastDay.getUTCDay() * dayMs;
}

/**
 * The weekday (1-7) and minute of the day on the office's clock at `instant`: one hour more under
 * the EU's summer time, from the last Sunday of March to the last Sunday of October, at 01:00 UTC.
 */
export function wallClock(instant: Date): WallClock {
  const time = instant.getTime();
  const year = instant.getUTCFullYear();
  const summer = time >= lastSundayAtOneUtc(year, 2) && time < lastSundayAtOneUtc(year, 9);
  // The clock's reading, written as if it were UTC: its UTC fields are the local ones.
  const local = new Date(time + (officeOffset + (summer ? 1 : 0)) * hourMs);
  return { weekday: ((local.getUTCDay() + 6) % 7) + 1, minute: local.getUTCHours() * 60 + local.getUTCMinutes() };
}

/** The periods of one weekday, earliest first. */
function periodsOf(weekday: number, hours: Schedule): OpeningPeriod[] {
  return hours.filter((period) => period.days.includes(weekday)).sort((a, b) => minutes(a.opens) - minutes(b.opens));
}

/**
 * Is the office open at `now`? Opening time counts as open, closing time as closed (17:00 sharp is
 * closed). When closed, says when it next opens: the weekday, the time, and how many calendar days
 * ahead on the office's calendar (0 = later today). Days are counted on the wall clock, so a
 * 23- or 25-hour day at a daylight-saving change is still one day.
 */
export function officeStatus(now: Date, hours: Schedule = company.openingHours): OfficeStatus {
  const { weekday: today, minute } = wallClock(now);

  for (const period of periodsOf(today, hours)) {
    if (minute >= minutes(period.opens) && minute < minutes(period.closes))
      return { open: true, closes: period.closes };
  }
  // Later today, then each following day; a week later is the same weekday again.
  for (let inDays = 0; inDays <= 7; inDays += 1) {
    const weekday = ((today - 1 + inDays) % 7) + 1;
    const next = periodsOf(weekday, hours).find((period) => inDays > 0 || minutes(period.opens) > minute);
    if (next) return { open: false, opens: { weekday, time: next.opens, inDays } };
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

/** What "open now" says depends only on this: the closing time, or when and on which day it opens. */
export function statusKey(status: OfficeStatus): string {
  if (status.open) return `open ${status.closes}`;
  return `${status.opens.inDays === 0 ? 'today' : status.opens.weekday} ${status.opens.time}`;
}

/** The seven weekday names of `locale`, Monday first, as CLDR writes them mid-sentence ("luni"). */
export function weekdayNames(locale: string): string[] {
  const format = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
  // 1 January 2024 was a Monday; reading it in UTC keeps every machine on the same date.
  return isoWeekdays.map((weekday) => format.format(new Date(Date.UTC(2024, 0, weekday))));
}

/** Romanian weekday names are lowercase; a row label starts with a capital in every language. */
function capitalise(text: string, locale: string): string {
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
}

function sameHours(a: HoursRow['hours'], b: HoursRow['hours']): boolean {
  return a?.opens === b?.opens && a?.closes === b?.closes;
}

/**
 * The schedule as printed: runs of consecutive days with the same hours share a row
 * ("Monday – Friday" / 08:00–17:00), and a day without hours is a closed row. A day with several
 * periods shows its first; the profile has one period a day.
 */
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
