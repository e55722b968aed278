/**
 * @jest-environment node
 */
import { locales } from '@/i18n/locales';
import { company } from '@/lib/company';
import { officeTimeIn } from '@/lib/copy-facts';
import { messageLeavesOf, typedMessageLeavesOf as files } from '@/test-support/messages';

/**
 * Every number the copy types rests on a fact the site is built from: a number that is not one of
 * them is a claim nobody checked. The claims register in docs/copy.md names each one and its source.
 */

const opening = company.openingHours[0].opens;

/** The facts, each as the copy writes it (a decimal comma is read as a point). */
const facts = new Set<string>([
  String(company.cmrLiabilitySdrPerKg),
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
  it('the opening the copy gives in Berlin and London time holds in winter and in summer', () => {
    for (const zone of ['Europe/Berlin', 'Europe/London']) {
      expect([zone, officeTimeIn(zone, opening, 7)]).toEqual([zone, officeTimeIn(zone, opening, 1)]);
    }
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
