import 'server-only';
import { company } from '@/lib/company';
import de from '../messages/de.json';
import en from '../messages/en.json';
import ro from '../messages/ro.json';
import { inEachLocale, type Locale } from './locales';

export type Messages = typeof en;
type Tree = { [key: string]: string | Tree };

/** The company's facts, which the copy writes as arguments (`{brand}`): filled here for every reader of the copy. */
const facts: Record<string, string> = {
  brand: company.brand,
  legalName: company.legalName,
  town: company.address.locality,
  county: company.address.region,
  // Plain digits: a year takes no thousands separator.
  foundingYear: String(company.foundingYear),
  experienceYears: String(company.stats.experience),
  countryCount: String(company.stats.countries),
  clientCount: String(company.stats.clients),
};
for (const [name, value] of Object.entries(facts)) {
  if (/[{}'<#]/.test(value)) throw new Error(`company ${name} "${value}" holds a character ICU reads as syntax`);
}

/** Other arguments (`{months}`) stay for the pages to fill. */
const fill = (text: string) => text.replace(/\{(\w+)\}/g, (argument, name: string) => facts[name] ?? argument);

function withFacts(tree: Tree): Tree {
  return Object.fromEntries(
    Object.entries(tree).map(([key, value]) => [key, typeof value === 'string' ? fill(value) : withFacts(value)]),
  );
}

const files: Record<Locale, Messages> = { ro, en, de };
export const messages = inEachLocale((locale) => withFacts(files[locale]) as Messages);
