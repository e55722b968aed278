/**
 * @jest-environment node
 */
import { identifierProblems, registerCheckDigit } from '@/test-support/company-identifiers';
import { company } from './company';

describe('the identifiers in the company profile', () => {
  it('are valid: CUI and VAT check digits, the register number in its current format, Romanian phones', () => {
    expect(identifierProblems(company)).toEqual([]);
  });

  type Change = { fiscalCode?: string; registerNumber?: string; phone?: string; fax?: string };
  const wrong = ({ fiscalCode = company.legal.fiscalCode, registerNumber, ...phones }: Change) =>
    identifierProblems({
      ...company,
      ...phones,
      legal: { fiscalCode, tradeRegister: { number: registerNumber ?? company.legal.tradeRegister.number } },
    });

  it('names the fact whose check digit is wrong', () => {
    expect(wrong({ fiscalCode: '24016839' })).toEqual([
      expect.stringMatching(/^legal\.fiscalCode 24016839: not a valid CUI/),
      'legal.fiscalCode 24016839: RO24016839 is not a valid VAT number',
    ]);
    expect(wrong({ registerNumber: 'J2008001234238' })).toEqual([
      'legal.tradeRegister.number J2008001234238: the check digit is wrong',
    ]);
  });

  it('refuses the register number in its format before July 2024, and parts the register never issues', () => {
    const numbered = (registerNumber: string) => wrong({ registerNumber });
    expect(numbered('J23/1234/2008')).toEqual([expect.stringMatching(/not in the register’s format since July 2024/)]);
    expect(numbered('J2008001234499')).toEqual([expect.stringMatching(/its parts are not valid/)]);
    expect(numbered('J2025007112234')).toEqual([expect.stringMatching(/has 00 for its county/)]);
  });

  it('computes the check digit of the register’s published examples', () => {
    for (const number of ['J2016012984401', 'J2024012585407', 'J2025085871002', 'C2005000007045', 'J1992002621040'])
      expect(registerCheckDigit(number.slice(0, -1))).toBe(Number(number.at(-1)));
  });

  it('names a phone number that is not a valid Romanian one, or not of its kind', () => {
    expect(wrong({ phone: '+4021310442' })).toEqual(['phone +4021310442: not a valid Romanian number']);
    expect(wrong({ fax: '+40722418306' })).toEqual(['fax +40722418306: a MOBILE number, not a FIXED_LINE one']);
  });
});
