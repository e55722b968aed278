/**
 * @jest-environment node
 */
import { parsePhoneNumber } from 'libphonenumber-js';
import { company, euid, vatNumber } from '@/lib/company';
import { messageLeaves } from '@/test-support/messages';
import de from './de.json';
import en from './en.json';
import ro from './ro.json';

// The copy names the company only through arguments ({brand}, {town}) that i18n/messages.ts fills, so
// that changing a fact in lib/company.ts changes every page. The office hours are the one exception
// (docs/company-details.md), which claims.test.ts holds to the facts.
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
/** However a writer groups a phone number, its national digits stay in order. */
const phoneDigits = [company.phone, company.mobile, company.fax].map((phone) => parsePhoneNumber(phone).nationalNumber);

it.each(Object.entries({ ro, en, de }))('%s.json types no fact of the company', (_locale, file) => {
  const typed: string[] = [];
  for (const [key, value] of messageLeaves(file)) {
    const digits = value.replace(/[\s\u2060().\/-]/g, '');
    for (const fact of facts) if (value.includes(fact)) typed.push(`${key}: ${fact}`);
    for (const phone of phoneDigits) if (digits.includes(phone)) typed.push(`${key}: ${phone}`);
  }
  expect(typed).toEqual([]);
});
