/**
 * @jest-environment node
 */
import { parsePhoneNumber } from 'libphonenumber-js';
import { company, euid, vatNumber } from '@/lib/company';
import { typedMessageLeavesOf } from '@/test-support/messages';

// The copy states the company's facts only through arguments ({brand}, {foundingYear}) that
// i18n/messages.ts fills from lib/copy-facts.ts, so that changing one in lib/company.ts changes
// every page; docs/copy.md names the one exception.
const { address, legal } = company;
const facts = [
  company.brand,
  company.legalName,
  address.street,
  address.postalCode,
  address.locality,
  address.region,
  new URL(company.siteUrl).hostname.replace(/^www\./, ''),
  company.email,
  legal.tradeRegister.number,
  legal.fiscalCode,
  vatNumber(),
  euid(),
  legal.forwardingLicence.number,
  legal.director,
];
/** The year and the figures as whole numbers; a citation of the law (Art. 25, § 25) is not one. */
const numbers = [company.foundingYear, ...Object.values(company.stats)].map(
  (number) => [number, new RegExp(`(?<!(?:§|art\\.)\\s|\\d[.,])\\b${number}\\b(?![.,]\\d)`, 'i')] as const,
);
/** However a writer groups a phone number, its national digits stay in order. */
const phoneDigits = [company.phone, company.mobile, company.fax].map((phone) => parsePhoneNumber(phone).nationalNumber);

it.each(Object.entries(typedMessageLeavesOf))('%s.json types no fact of the company', (_locale, leaves) => {
  const typed: string[] = [];
  for (const [key, value] of leaves) {
    const digits = value.replace(/[\s\u2060().\/-]/g, '');
    for (const fact of facts) if (value.includes(fact)) typed.push(`${key}: ${fact}`);
    for (const phone of phoneDigits) if (digits.includes(phone)) typed.push(`${key}: ${phone}`);
    for (const [number, typedAsNumber] of numbers) if (typedAsNumber.test(value)) typed.push(`${key}: ${number}`);
  }
  expect(typed).toEqual([]);
});
