import { describe, expect, it } from 'vitest';
import { salaryText } from './salaryText';

// Intl puts a no-break space between amount and symbol; the page shows it as a space.
const spaced = (text: string) => text.replace(/\u00a0/g, ' ');

// Issue 24 (EU pay transparency): an offer's salary range in words.
describe('salaryText', () => {
  it("says a range with both ends: '30.000 € – 36.000 € al año'", () => {
    expect(spaced(salaryText({ min: 30000, max: 36000, currency: 'EUR', period: 'YEAR' }))).toBe(
      '30.000 € – 36.000 € al año',
    );
  });

  it("says a range with only a minimum: 'Desde 900 € al mes'", () => {
    expect(spaced(salaryText({ min: 900, max: null, currency: 'EUR', period: 'MONTH' }))).toBe('Desde 900 € al mes');
  });

  it("says a range with only a maximum: 'Hasta 18 £ por hora'", () => {
    expect(spaced(salaryText({ min: null, max: 18, currency: 'GBP', period: 'HOUR' }))).toBe('Hasta 18 £ por hora');
  });

  it('says one amount once when both ends are the same', () => {
    expect(spaced(salaryText({ min: 40000, max: 40000, currency: 'EUR', period: 'YEAR' }))).toBe('40.000 € al año');
  });

  it('uses the short symbol of each currency, without decimals', () => {
    expect(spaced(salaryText({ min: 52000, max: null, currency: 'USD', period: 'YEAR' }))).toBe(
      'Desde 52.000 $ al año',
    );
    expect(spaced(salaryText({ min: null, max: 95000, currency: 'CHF', period: 'YEAR' }))).toBe(
      'Hasta 95.000 CHF al año',
    );
  });

  it('says nothing for an offer that states no salary', () => {
    expect(salaryText(null)).toBe('');
    expect(salaryText(undefined)).toBe('');
    expect(salaryText({ min: null, max: null, currency: 'EUR', period: 'YEAR' })).toBe('');
  });

  it('writes the code after the amount of a currency Intl cannot format', () => {
    expect(spaced(salaryText({ min: 100, max: null, currency: 'ORO!', period: 'YEAR' }))).toBe('Desde 100 ORO! al año');
  });

  it('leaves out a period this version does not know', () => {
    expect(spaced(salaryText({ min: 2000, max: 2500, currency: 'EUR', period: 'WEEK' }))).toBe('2000 € – 2500 €');
  });
});
