/** Romania's public holidays (Labour Code, Law 53/2003, art. 139) as month and day. */
const fixedDays = [
  '01-01',
  '01-02',
  '01-06',
  '01-07',
  '01-24',
  '05-01',
  '06-01',
  '08-15',
  '11-30',
  '12-01',
  '12-25',
  '12-26',
];
/** Good Friday, Easter Sunday and Monday, Pentecost Sunday and Monday, as days from Orthodox Easter. */
const daysFromEaster = [-2, 0, 1, 49, 50];
const dayMs = 86_400_000;

/** Orthodox Easter Sunday at 00:00 UTC: Meeus's Julian algorithm, moved 13 days to the Gregorian calendar (1900–2099). */
export function orthodoxEaster(year: number): Date {
  const d = (19 * (year % 19) + 15) % 30;
  const e = (2 * (year % 4) + 4 * (year % 7) - d + 34) % 7;
  const month = Math.floor((d + e + 114) / 31);
  const day = ((d + e + 114) % 31) + 1;
  return new Date(Date.UTC(year, month - 1, day + 13));
}

/** Whether the day a date's UTC fields name is a public holiday in Romania. */
export function isPublicHoliday(date: Date): boolean {
  const day = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
  if (fixedDays.includes(new Date(day).toISOString().slice(5, 10))) return true;
  const easter = orthodoxEaster(date.getUTCFullYear()).getTime();
  return daysFromEaster.some((offset) => easter + offset * dayMs === day);
}
