import { isValidPhoneNumber, parsePhoneNumber } from 'libphonenumber-js/max';
import { cif, cui, onrc } from 'stdnum/lib/cjs/ro';

/**
 * What is wrong with the identifiers of a company profile, one line per fact, naming the fact:
 * empty when all are valid. Checked by maintained libraries: python-stdnum's JavaScript port
 * (stdnum) for the fiscal code's and the VAT number's check digits and the trade register number's
 * parts, libphonenumber's full metadata for the phones. stdnum knows only the register's format
 * before July 2024, so the current format's check digit is computed here (registerCheckDigit).
 */
type Identifiers = {
  phone: string;
  mobile: string;
  fax: string;
  legal: { fiscalCode: string; tradeRegister: { number: string } };
};

export function identifierProblems(profile: Identifiers): string[] {
  const problems: string[] = [];
  const { fiscalCode, tradeRegister } = profile.legal;

  const code = cui.validate(fiscalCode);
  if (!code.isValid) problems.push(`legal.fiscalCode ${fiscalCode}: not a valid CUI (${code.error.message})`);
  const vat = cif.validate(`RO${fiscalCode}`);
  if (!vat.isValid) problems.push(`legal.fiscalCode ${fiscalCode}: RO${fiscalCode} is not a valid VAT number`);

  const register = registerProblem(tradeRegister.number);
  if (register) problems.push(`legal.tradeRegister.number ${tradeRegister.number}: ${register}`);

  const phones = [
    ['phone', profile.phone, 'FIXED_LINE'],
    ['mobile', profile.mobile, 'MOBILE'],
    ['fax', profile.fax, 'FIXED_LINE'],
  ] as const;
  for (const [fact, number, type] of phones) {
    if (!isValidPhoneNumber(number, 'RO')) problems.push(`${fact} ${number}: not a valid Romanian number`);
    else if (parsePhoneNumber(number).getType() !== type)
      problems.push(`${fact} ${number}: a ${parsePhoneNumber(number).getType()} number, not a ${type} one`);
    else if (number !== parsePhoneNumber(number).number) problems.push(`${fact} ${number}: not in E.164 form`);
  }
  return problems;
}

/**
 * The trade register number since July 2024: the kind (J, F or C), the year of registration, a
 * six-digit serial, the county (00 for numbers issued since 2025) and a check digit.
 */
const currentFormat = /^([JFC])(\d{4})(\d{6})(\d{2})(\d)$/;

function registerProblem(number: string): string | undefined {
  const match = currentFormat.exec(number);
  if (!match) return 'not in the register’s format since July 2024 (J, year, six-digit serial, county, check digit)';
  const [, kind, year, serial, county, check] = match as unknown as [string, string, string, string, string, string];
  // The same number in the older form (J23/1234/2008) must pass the library's rules on each part.
  if (Number(year) < 2025) {
    const older = onrc.validate(`${kind}${county}/${Number(serial)}/${year}`);
    if (!older.isValid) return `its parts are not valid (${older.error.message})`;
  } else if (county !== '00') return 'a number issued since 2025 has 00 for its county';
  if (registerCheckDigit(number.slice(0, -1)) !== Number(check)) return 'the check digit is wrong';
  return undefined;
}

/** The character code of the kind and the sum of the digits, modulo 10 (python-stdnum's published examples). */
export function registerCheckDigit(withoutCheck: string): number {
  const digits = [...withoutCheck.slice(1)].reduce((sum, digit) => sum + Number(digit), 0);
  return (withoutCheck.charCodeAt(0) + digits) % 10;
}
