/**
 * @jest-environment node
 */
import { locales } from '@/i18n/locales';
import { company } from '@/lib/company';
import { messageLeavesOf, typedMessageLeavesOf as files } from '@/test-support/messages';

/**
 * Every number the copy types rests on a fact the site is built from: a number that is not one of
 * them is a claim nobody checked. The claims register in docs/copy.md names each one and its source.
 */

/** A time of day on the office's clock, as it reads at the same instant in another time zone. */
function officeTimeIn(timeZone: string, time: string, month: number): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const clock = (zone: string) =>
    new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  // The office's offset that day: its clock read at noon UTC, less 12 hours.
  const noon = new Date(Date.UTC(2026, month - 1, 15, 12));
  const [officeHour = 12] = clock(company.timeZone).format(noon).split(':').map(Number);
  const instant = new Date(Date.UTC(2026, month - 1, 15, hours - (officeHour - 12), minutes));
  return clock(timeZone).format(instant);
}

const officeTimes = company.openingHours.flatMap(({ opens, closes }) => [opens, closes]);
const opening = company.openingHours[0]!.opens;

/** The facts, each as the copy writes it (a decimal comma is read as a point). */
const facts = new Set<string>([
  String(company.cmrLiabilitySdrPerKg),
  ...officeTimes,
  // "08:00 in Voluntari is 07:00 in Berlin and 06:00 in London", in winter and in summer alike.
  ...[1, 7].flatMap((month) => ['Europe/Berlin', 'Europe/London'].map((zone) => officeTimeIn(zone, opening, month))),
  // The 404 page's status.
  '404',
]);

/**
 * The legal notices cite the law: articles, paragraphs and instruments of the GDPR (Regulation (EU)
 * 2016/679: Art. 6(1), 7(3), 12(3), 14, 15–18, 20–22, 26(3), 28, 45, 46(2), 49(1), 77), the ePrivacy
 * Directive (2002/58: Art. 5(3)), Romania's Law 506/2004 (Art. 4(5), 4(6)), Romania's Accounting
 * Law 82/1991 (Art. 25), Romania's e-commerce Law 365/2002 (Art. 5) and Companies Law 31/1990
 * (Art. 74), the e-Commerce Directive it
 * transposes (2000/31: Art. 5), Germany's DDG (§ 5) and TDDDG (§ 25(1), § 25(2) no. 2). These
 * numbers are citations, allowed in those pages only.
 */
const citations = new Set(
  ['1', '2', '3', '4', '5', '6', '15', '21', '25', '28', '49', '77']
    .concat(['2016', '679', '2002', '58', '506', '2004'])
    .concat(['7', '12', '16', '17', '18', '20', '22', '26', '45', '46', '82', '1991'])
    .concat(['365'])
    .concat(['2000', '31'])
    .concat(['14'])
    .concat(['74', '1990']),
);
const legalPageKey = /^(privacy|legal)\./;

describe('the numbers in the copy', () => {
  it('the office hours read the same in Berlin and London in winter and summer', () => {
    expect(new Set([1, 7].map((month) => officeTimeIn('Europe/Berlin', opening, month)))).toEqual(new Set(['07:00']));
    expect(new Set([1, 7].map((month) => officeTimeIn('Europe/London', opening, month)))).toEqual(new Set(['06:00']));
  });

  it.each(locales)('%s states only numbers that are facts of the company or the law', (locale) => {
    const unfounded: string[] = [];
    for (const [key, value] of files[locale]) {
      // Arguments ({foundingYear}) are filled from the facts; their names hold no numbers.
      for (const [number] of value.replace(/\{[^}]*\}/g, '').matchAll(/\d+(?:[.,:]\d+)*/g)) {
        const read = number.replace(/^(\d+),(\d+)$/, '$1.$2');
        if (facts.has(read) || (legalPageKey.test(key) && citations.has(read))) continue;
        unfounded.push(`${key}: ${number}`);
      }
    }
    expect(unfounded).toEqual([]);
  });

  it.each(locales)('%s states the figures where the facts are, and the CMR limit with its decimal mark', (locale) => {
    for (const fact of [company.foundingYear, company.stats.countries, company.stats.experience]) {
      expect([...messageLeavesOf[locale].values()].join(' ')).toContain(String(fact));
    }
    const copy = [...files[locale].values()].join(' ');
    expect(copy).toContain(String(company.cmrLiabilitySdrPerKg).replace('.', locale === 'en' ? '.' : ','));
  });
});
