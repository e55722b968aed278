/**
 * @jest-environment node
 */
import { company } from './company';
import { groupedHours, officeStatus, possibleStatuses, statusKey, wallClock, weekdayNames } from './office-hours';

// The rules on the specification's hours, whatever hours lib/company.ts holds today.
jest.mock('@/lib/company', () => jest.requireActual('@/test-support/specified-hours').companyWithSpecifiedHours());

/**
 * An instant given as Bucharest wall-clock time and the UTC offset in force then (2 in winter, EET;
 * 3 in summer, EEST). Built with Date.UTC, so the machine's zone plays no part.
 */
function bucharest(date: string, time: string, offset: 2 | 3): Date {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  return new Date(Date.UTC(year, month - 1, day, hour - offset, minute));
}

/** Sets the machine zone for Date's local methods; undefined removes it (assigning would store "undefined"). */
function setMachineZone(zone: string | undefined): void {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
}

const opensAt = (weekday: number, time: string, inDays: number) => ({ open: false, opens: { weekday, time, inDays } });

describe('officeStatus on an ordinary winter week (EET, UTC+2)', () => {
  // 12 January 2026 is a Monday.
  it.each([
    ['Monday 07:59', '2026-01-12', '07:59', opensAt(1, '08:00', 0)],
    ['Monday 08:00, opening is inclusive', '2026-01-12', '08:00', { open: true, closes: '17:00' }],
    ['Monday 16:59', '2026-01-12', '16:59', { open: true, closes: '17:00' }],
    ['Monday 17:00, closing is exclusive', '2026-01-12', '17:00', opensAt(2, '08:00', 1)],
    ['Monday 00:00', '2026-01-12', '00:00', opensAt(1, '08:00', 0)],
    ['Friday 18:30', '2026-01-16', '18:30', opensAt(6, '08:00', 1)],
    ['Friday 23:59', '2026-01-16', '23:59', opensAt(6, '08:00', 1)],
    ['Saturday 08:00', '2026-01-17', '08:00', { open: true, closes: '12:00' }],
    ['Saturday 11:59', '2026-01-17', '11:59', { open: true, closes: '12:00' }],
    ['Saturday 12:00', '2026-01-17', '12:00', opensAt(1, '08:00', 2)],
    ['Saturday 13:00', '2026-01-17', '13:00', opensAt(1, '08:00', 2)],
    ['Sunday 10:00', '2026-01-18', '10:00', opensAt(1, '08:00', 1)],
  ])('%s', (_label, date, time, expected) => {
    expect(officeStatus(bucharest(date, time, 2))).toEqual(expected);
  });
});

describe("officeStatus on Romania's public holidays", () => {
  it.each([
    ['Christmas Day, a Friday: closed until Monday', '2026-12-25', '10:00', 2, opensAt(1, '08:00', 3)],
    ['Christmas Eve after closing: the next three days are closed', '2026-12-24', '17:30', 2, opensAt(1, '08:00', 4)],
    ['the day before Epiphany, after closing: open again on the 8th', '2026-01-05', '17:00', 2, opensAt(4, '08:00', 3)],
    ['Good Friday: open again on Saturday', '2026-04-10', '10:00', 3, opensAt(6, '08:00', 1)],
    ['Orthodox Easter Monday: open again on Tuesday', '2026-04-13', '10:00', 3, opensAt(2, '08:00', 1)],
  ] as const)('%s', (_label, date, time, offset, expected) => {
    expect(officeStatus(bucharest(date, time, offset))).toEqual(expected);
  });
});

describe('officeStatus across the daylight-saving changes', () => {
  it('reads the wall clock on both sides of the spring change (29 March 2026, 03:00 → 04:00)', () => {
    expect(wallClock(new Date(Date.UTC(2026, 2, 29, 0, 59)))).toEqual({ weekday: 7, minute: 2 * 60 + 59 });
    expect(wallClock(new Date(Date.UTC(2026, 2, 29, 1, 0)))).toEqual({ weekday: 7, minute: 4 * 60 });
  });

  it('reads the wall clock on both sides of the autumn change (25 October 2026, 04:00 → 03:00)', () => {
    expect(wallClock(new Date(Date.UTC(2026, 9, 25, 0, 59)))).toEqual({ weekday: 7, minute: 3 * 60 + 59 });
    expect(wallClock(new Date(Date.UTC(2026, 9, 25, 1, 0)))).toEqual({ weekday: 7, minute: 3 * 60 });
  });

  it('counts the short spring Sunday as one day: Saturday noon before it opens Monday, two days on', () => {
    expect(officeStatus(bucharest('2026-03-28', '12:00', 2))).toEqual(opensAt(1, '08:00', 2));
    expect(officeStatus(bucharest('2026-03-29', '02:59', 2))).toEqual(opensAt(1, '08:00', 1));
    expect(officeStatus(bucharest('2026-03-29', '04:00', 3))).toEqual(opensAt(1, '08:00', 1));
    expect(officeStatus(bucharest('2026-03-30', '07:59', 3))).toEqual(opensAt(1, '08:00', 0));
    expect(officeStatus(bucharest('2026-03-30', '08:00', 3))).toEqual({ open: true, closes: '17:00' });
  });

  it('counts the long autumn Sunday as one day, both 03:00s included', () => {
    expect(officeStatus(bucharest('2026-10-24', '12:00', 3))).toEqual(opensAt(1, '08:00', 2));
    expect(officeStatus(bucharest('2026-10-25', '03:30', 3))).toEqual(opensAt(1, '08:00', 1));
    expect(officeStatus(bucharest('2026-10-25', '03:30', 2))).toEqual(opensAt(1, '08:00', 1));
    expect(officeStatus(bucharest('2026-10-26', '07:59', 2))).toEqual(opensAt(1, '08:00', 0));
    expect(officeStatus(bucharest('2026-10-26', '08:00', 2))).toEqual({ open: true, closes: '17:00' });
  });

  it('opens at 05:00 UTC on a summer Monday (EEST) but at 06:00 UTC on a winter Monday (EET)', () => {
    const summerMonday = new Date(Date.UTC(2026, 2, 30, 5, 0)); // 08:00 EEST
    const winterMonday = new Date(Date.UTC(2026, 2, 23, 5, 0)); // 07:00 EET
    expect(officeStatus(summerMonday)).toEqual({ open: true, closes: '17:00' });
    expect(officeStatus(winterMonday)).toEqual(opensAt(1, '08:00', 0));
    expect(officeStatus(new Date(Date.UTC(2026, 2, 23, 6, 0)))).toEqual({ open: true, closes: '17:00' });
    // The autumn mirror: 05:00 UTC is 08:00 on 19 October (EEST), 07:00 on 26 October (EET).
    expect(officeStatus(new Date(Date.UTC(2026, 9, 19, 5, 0)))).toEqual({ open: true, closes: '17:00' });
    expect(officeStatus(new Date(Date.UTC(2026, 9, 26, 5, 0)))).toEqual(opensAt(1, '08:00', 0));
  });

  it('closes at 17:00 on a summer Friday and opens Saturday at 08:00', () => {
    expect(officeStatus(bucharest('2026-07-17', '16:59', 3))).toEqual({ open: true, closes: '17:00' });
    expect(officeStatus(bucharest('2026-07-17', '17:00', 3))).toEqual(opensAt(6, '08:00', 1));
  });
});

describe('officeStatus does not depend on the machine time zone', () => {
  const original = process.env.TZ;
  afterEach(() => setMachineZone(original));

  const instants = [
    bucharest('2026-01-12', '08:00', 2),
    bucharest('2026-01-12', '17:00', 2),
    bucharest('2026-01-17', '12:00', 2),
    bucharest('2026-01-18', '23:30', 2), // already Monday in Kiritimati, still Sunday in Bucharest
    bucharest('2026-07-13', '00:30', 3), // still Sunday in Los Angeles, Monday in Bucharest
    bucharest('2026-03-30', '08:00', 3),
  ];

  it.each(['UTC', 'America/Los_Angeles', 'Pacific/Kiritimati', 'Asia/Kolkata'])(
    'gives the same answers with TZ=%s',
    (zone) => {
      process.env.TZ = 'Europe/Bucharest';
      const expected = instants.map((instant) => officeStatus(instant));
      process.env.TZ = zone;
      // The change of zone has taken effect for Date's local methods…
      if (zone !== 'UTC') expect(new Date(Date.UTC(2026, 0, 12)).getTimezoneOffset()).not.toBe(-120);
      // …and not for the office.
      expect(instants.map((instant) => officeStatus(instant))).toEqual(expected);
    },
  );

  it('still reads Sunday 23:30 as Sunday and Monday 00:30 as Monday in Bucharest', () => {
    process.env.TZ = 'Pacific/Kiritimati';
    expect(officeStatus(bucharest('2026-01-18', '23:30', 2))).toEqual(opensAt(1, '08:00', 1));
    process.env.TZ = 'America/Los_Angeles';
    expect(officeStatus(bucharest('2026-07-13', '00:30', 3))).toEqual(opensAt(1, '08:00', 0));
  });
});

describe("the office's clock, by the EU's summer-time rule", () => {
  const weekdays: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };
  const bucharestClock = new Intl.DateTimeFormat('en-US', {
    timeZone: company.timeZone,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  /** The office's wall clock as Intl (the time zone database) knows it. */
  function intlClock(instant: Date) {
    const parts = Object.fromEntries(bucharestClock.formatToParts(instant).map(({ type, value }) => [type, value]));
    return { weekday: weekdays[parts.weekday!], minute: Number(parts.hour) * 60 + Number(parts.minute) };
  }

  it("reads the same wall clock as Intl in the office's time zone, every 20 minutes for ten years", () => {
    for (let time = Date.UTC(2026, 0, 1); time < Date.UTC(2036, 0, 1); time += 20 * 60_000) {
      const instant = new Date(time);
      const byRule = wallClock(instant);
      const byIntl = intlClock(instant);
      if (byRule.weekday !== byIntl.weekday || byRule.minute !== byIntl.minute) {
        const readings = `${JSON.stringify(byRule)} by the rule, ${JSON.stringify(byIntl)} by Intl`;
        throw new Error(`${instant.toISOString()}: ${readings}`);
      }
    }
  });

  it('changes at 01:00 UTC on the last Sunday of March and of October, every year', () => {
    for (const [year, march, october] of [
      [2027, 28, 31],
      [2030, 31, 27],
      [2033, 27, 30],
    ] as const) {
      for (const [month, day] of [
        [2, march],
        [9, october],
      ] as const) {
        const before = new Date(Date.UTC(year, month, day, 0, 59));
        const after = new Date(Date.UTC(year, month, day, 1, 0));
        expect([wallClock(before), wallClock(after)]).toEqual([intlClock(before), intlClock(after)]);
      }
    }
  });
});

describe('officeStatus with other schedules', () => {
  it('supports several periods a day (a lunch break)', () => {
    const hours = [
      { days: [1], opens: '09:00', closes: '12:00' },
      { days: [1], opens: '13:00', closes: '18:00' },
    ];
    expect(officeStatus(bucharest('2026-01-12', '12:30', 2), hours)).toEqual(opensAt(1, '13:00', 0));
    expect(officeStatus(bucharest('2026-01-12', '13:00', 2), hours)).toEqual({ open: true, closes: '18:00' });
    // After the last period of the only open day, the next opening is a week away.
    expect(officeStatus(bucharest('2026-01-12', '18:00', 2), hours)).toEqual(opensAt(1, '09:00', 7));
  });

  it('refuses a schedule without any opening', () => {
    expect(() => officeStatus(new Date(), [])).toThrow(RangeError);
  });
});

describe('groupedHours', () => {
  it('groups Monday to Friday and shows Sunday closed, in English', () => {
    expect(groupedHours('en')).toEqual([
      { days: [1, 2, 3, 4, 5], label: 'Monday – Friday', hours: { opens: '08:00', closes: '17:00' } },
      { days: [6], label: 'Saturday', hours: { opens: '08:00', closes: '12:00' } },
      { days: [7], label: 'Sunday', hours: null },
    ]);
  });

  it('capitalises the lowercase Romanian names at the start of a label only', () => {
    expect(groupedHours('ro').map((row) => row.label)).toEqual(['Luni – vineri', 'Sâmbătă', 'Duminică']);
  });

  it('speaks German', () => {
    expect(groupedHours('de').map((row) => row.label)).toEqual(['Montag – Freitag', 'Samstag', 'Sonntag']);
  });
});

describe('weekdayNames', () => {
  it('lists the seven days Monday first, as written mid-sentence', () => {
    expect(weekdayNames('ro')).toEqual(['luni', 'marți', 'miercuri', 'joi', 'vineri', 'sâmbătă', 'duminică']);
    expect(weekdayNames('en')[6]).toBe('Sunday');
  });

  it('does not depend on the machine time zone', () => {
    const original = process.env.TZ;
    process.env.TZ = 'Pacific/Kiritimati';
    try {
      expect(weekdayNames('de')[0]).toBe('Montag');
    } finally {
      setMachineZone(original);
    }
  });
});

describe('possibleStatuses', () => {
  it('holds every status officeStatus gives over a week, minute by minute, and no other', () => {
    const seen = new Set<string>();
    for (let time = Date.UTC(2026, 0, 12); time < Date.UTC(2026, 0, 19); time += 60_000)
      seen.add(statusKey(officeStatus(new Date(time))));
    expect(possibleStatuses().map(statusKey).sort()).toEqual([...seen].sort());
  });
});
