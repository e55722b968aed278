import { company } from '@/lib/company';

/**
 * Office hours as facts and as rows to print. Everything is computed on the office's wall clock
 * (Europe/Bucharest), read through Intl, so neither the visitor's time zone nor the build machine's
 * can move the answer, and the daylight-saving changes are Intl's business, not ours.
 *
 * In the browser the clock is read from a table of the zone's offsets that the build computes with
 * Intl (`zoneOffsets`): a page's first Intl date formatter sets up ICU, which on a slow phone is a
 * task of 100 ms or more right after the page hydrates. Outside the table's years, Intl answers.
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

/**
 * A time zone's offsets from UTC over a span of years, as plain numbers a page can carry: from
 * `changes[0][0]` (ms since the epoch) the offset is `changes[0][1]` minutes, until the next change,
 * and so on up to `until`.
 */
export type ZoneOffsets = { readonly timeZone: string; readonly changes: readonly (readonly [at: number, offset: number])[]; readonly until: number };

type WallClock = { weekday: number; minute: number };

const minuteMs = 60_000;
const dayMs = 24 * 60 * minuteMs;

// Formatters are costly to build and the status is recomputed every minute: keep one per zone.
const clocks = new Map<string, Intl.DateTimeFormat>();
const offsetFormats = new Map<string, Intl.DateTimeFormat>();

function cached(formats: Map<string, Intl.DateTimeFormat>, timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, ...options });
    formats.set(timeZone, format);
  }
  return format;
}

/** The wall clock of `timeZone` at `instant`, read through Intl. */
function intlWallClock(instant: Date, timeZone: string): WallClock {
  // en-US with h23: parts are 'Mon'…'Sun' and 0-23 (never the '24' some engines print for midnight).
  const clock = cached(clocks, timeZone, { weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const parts = Object.fromEntries(clock.formatToParts(instant).map(({ type, value }) => [type, value]));
  const weekday = shortWeekday[parts.weekday ?? ''];
  if (weekday === undefined) throw new RangeError(`Unexpected weekday "${parts.weekday}" for ${timeZone}`);
  return { weekday, minute: (Number(parts.hour) % 24) * 60 + Number(parts.minute) };
}

/** The offset from UTC, in minutes, of `timeZone` at `instant` (Intl writes it "GMT+03:00", or "GMT" for none). */
function offsetAt(instant: number, timeZone: string): number {
  const name = cached(offsetFormats, timeZone, { timeZoneName: 'longOffset' })
    .formatToParts(instant)
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = /^GMT(?:([+-])(\d\d):(\d\d))?$/.exec(name ?? '');
  if (!match) throw new RangeError(`Unexpected offset "${name}" for ${timeZone}`);
  const [, sign, offsetHours = '0', offsetMinutes = '0'] = match;
  return (sign === '-' ? -1 : 1) * (Number(offsetHours) * 60 + Number(offsetMinutes));
}

/**
 * The offsets of `timeZone` for `years` years from `from`, as Intl knows them: the zone is read once
 * a day, and where a day's offset differs from the day before, the change is found to the minute.
 */
export function zoneOffsets(timeZone: string, from: Date, years: number): ZoneOffsets {
  const start = Math.floor(from.getTime() / minuteMs) * minuteMs;
  const until = start + Math.round(years * 365.25) * dayMs;
  const changes: [number, number][] = [[start, offsetAt(start, timeZone)]];
  for (let day = start + dayMs; day <= until; day += dayMs) {
    const offset = offsetAt(day, timeZone);
    if (offset === changes.at(-1)![1]) continue;
    // The change lies in (day - 1 day, day]: halve the span down to one minute.
    let before = day - dayMs;
    let after = day;
    while (after - before > minuteMs) {
      const middle = before + Math.floor((after - before) / 2 / minuteMs) * minuteMs;
      if (offsetAt(middle, timeZone) === offset) after = middle;
      else before = middle;
    }
    changes.push([after, offset]);
  }
  return { timeZone, changes, until };
}

/**
 * The weekday (1-7) and minute of the day that a wall clock in a zone shows at `instant`. Given the
 * zone's offsets, it reads them while `instant` is within their span; otherwise it asks Intl.
 */
export function wallClock(instant: Date, zone: string | ZoneOffsets): WallClock {
  if (typeof zone === 'string') return intlWallClock(instant, zone);
  const time = instant.getTime();
  if (time < zone.changes[0]![0] || time >= zone.until) return intlWallClock(instant, zone.timeZone);
  const offset = zone.changes.findLast(([at]) => at <= time)![1];
  // The wall clock's reading, written as if it were UTC: its UTC fields are the local ones.
  const local = new Date(time + offset * minuteMs);
  return { weekday: ((local.getUTCDay() + 6) % 7) + 1, minute: local.getUTCHours() * 60 + local.getUTCMinutes() };
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
export function officeStatus(
  now: Date,
  hours: readonly OpeningPeriod[] = company.openingHours,
  zone: string | ZoneOffsets = company.timeZone,
): OfficeStatus {
  const { weekday: today, minute } = wallClock(now, zone);

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
