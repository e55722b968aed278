import { company } from '@/lib/company';

/**
 * Office hours as facts and as rows to print. Everything is computed on the office's wall clock
 * (Europe/Bucharest), read through Intl, so neither the visitor's time zone nor the build machine's
 * can move the answer, and the daylight-saving changes are Intl's business, not ours.
 */

/** One opening period: ISO weekdays (1 = Monday … 7 = Sunday) and local "HH:MM" times. */
export type OpeningPeriod = { readonly days: readonly number[]; readonly opens: string; readonly closes: string };

export type OfficeStatus = { open: true; closes: string } | { open: false; opens: { weekday: number; time: string; inDays: number } };

/** A row of the printed schedule: consecutive days that share the same hours (null = closed). */
export type HoursRow = { days: number[]; label: string; hours: { opens: string; closes: string } | null };

const isoWeekdays = [1, 2, 3, 4, 5, 6, 7] as const;
const shortWeekday: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

function minutes(time: string): number {
  const [hours = 0, mins = 0] = time.split(':').map(Number);
  return hours * 60 + mins;
}

// Formatters are costly to build and the status is recomputed every minute: keep one per zone.
const clocks = new Map<string, Intl.DateTimeFormat>();

/** The weekday (1-7) and minute of the day that a wall clock in `timeZone` shows at `instant`. */
export function wallClock(instant: Date, timeZone: string): { weekday: number; minute: number } {
  let clock = clocks.get(timeZone);
  if (!clock) {
    // en-US with h23: parts are 'Mon'…'Sun' and 0-23 (never the '24' some engines print for midnight).
    clock = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    clocks.set(timeZone, clock);
  }
  const parts = Object.fromEntries(clock.formatToParts(instant).map(({ type, value }) => [type, value]));
  const weekday = shortWeekday[parts.weekday ?? ''];
  if (weekday === undefined) throw new RangeError(`Unexpected weekday "${parts.weekday}" for ${timeZone}`);
  return { weekday, minute: (Number(parts.hour) % 24) * 60 + Number(parts.minute) };
}

/** The periods of one weekday, earliest first. */
function periodsOf(weekday: number, hours: readonly OpeningPeriod[]): OpeningPeriod[] {
  return hours.filter((period) => period.days.includes(weekday)).sort((a, b) => minutes(a.opens) - minutes(b.opens));
}

/**
 * Is the office open at `now`? Opening time counts as open, closing time as closed (17:00 sharp is
 * closed). When closed, says when it next opens: the weekday, the time, and how many calendar days
 * ahead on the office's calendar (0 = later today). Days are counted on the wall clock, so a
 * 23- or 25-hour day at a daylight-saving change is still one day.
 */
export function officeStatus(now: Date, hours: readonly OpeningPeriod[] = company.openingHours, timeZone: string = company.timeZone): OfficeStatus {
  const { weekday: today, minute } = wallClock(now, timeZone);

  for (const period of periodsOf(today, hours)) {
    if (minute >= minutes(period.opens) && minute < minutes(period.closes)) return { open: true, closes: period.closes };
  }
  // Later today, then each following day; a week later is the same weekday again.
  for (let inDays = 0; inDays <= 7; inDays += 1) {
    const weekday = ((today - 1 + inDays) % 7) + 1;
    const next = periodsOf(weekday, hours).find((period) => inDays > 0 || minutes(period.opens) > minute);
    if (next) return { open: false, opens: { weekday, time: next.opens, inDays } };
  }
  throw new RangeError('The office has no opening hours');
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
export function groupedHours(locale: string, hours: readonly OpeningPeriod[] = company.openingHours): HoursRow[] {
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
