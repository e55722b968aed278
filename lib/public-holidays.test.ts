import { isPublicHoliday, orthodoxEaster } from './public-holidays';

const day = (iso: string) => new Date(`${iso}T12:00:00Z`);

describe("Romania's public holidays", () => {
  it.each([
    [2023, '2023-04-16'],
    [2024, '2024-05-05'],
    [2025, '2025-04-20'],
    [2026, '2026-04-12'],
    [2027, '2027-05-02'],
  ])('Orthodox Easter %i is on %s', (year, date) => {
    expect(orthodoxEaster(year).toISOString().slice(0, 10)).toBe(date);
  });

  it('holds the fixed days in 2027, when none is also a day around Easter', () => {
    const holidays = ['2027-01-01', '2027-01-02', '2027-01-06', '2027-01-07', '2027-01-24', '2027-05-01'].concat([
      '2027-06-01',
      '2027-08-15',
      '2027-11-30',
      '2027-12-01',
      '2027-12-25',
      '2027-12-26',
    ]);
    for (const date of holidays) expect([date, isPublicHoliday(day(date))]).toEqual([date, true]);
  });

  it('holds Good Friday, Easter Sunday and Monday, Pentecost Sunday and Monday in 2026', () => {
    for (const date of ['2026-04-10', '2026-04-12', '2026-04-13', '2026-05-31', '2026-06-01'])
      expect([date, isPublicHoliday(day(date))]).toEqual([date, true]);
  });

  it('holds Pentecost Sunday and Monday in years they fall apart from 1 June', () => {
    for (const date of ['2025-06-08', '2025-06-09', '2027-06-20', '2027-06-21'])
      expect([date, isPublicHoliday(day(date))]).toEqual([date, true]);
  });

  it('leaves ordinary days, and Western Easter Monday, as working days', () => {
    for (const date of ['2026-01-12', '2026-04-06', '2026-04-14', '2026-06-02', '2026-12-24', '2026-12-31'])
      expect([date, isPublicHoliday(day(date))]).toEqual([date, false]);
  });
});
