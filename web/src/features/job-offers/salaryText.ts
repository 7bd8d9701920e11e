// An offer's salary range in words (issue 24, EU pay transparency): the graph gives the
// amounts and enums, the web app says them in Spanish.
import { graphql, readInlineData } from 'react-relay';
import type { salaryText_salary$key } from './__generated__/salaryText_salary.graphql';

// What the words need of a SalaryRange; the card and the detail spread it on `salary`.
const fragment = graphql`
  fragment salaryText_salary on SalaryRange @inline {
    min
    max
    currency
    period
  }
`;

/** An offer's salary as the graph gives it (SalaryRange): either end may be missing, not both. */
export interface SalaryRangeValue {
  readonly min: number | null | undefined;
  readonly max: number | null | undefined;
  readonly currency: string;
  readonly period: string;
}

/** What the detail says of an offer that states no salary. */
export const NO_SALARY_TEXT = 'Salario no indicado';

const PERIOD_WORDS: Readonly<Record<string, string>> = {
  YEAR: 'al año',
  MONTH: 'al mes',
  HOUR: 'por hora',
};

const formats = new Map<string, Intl.NumberFormat>();

/** How amounts in this currency are written; a code Intl refuses gets the plain number, the code after it. */
function formatOf(currency: string): Intl.NumberFormat {
  let format = formats.get(currency);
  if (!format) {
    try {
      format = new Intl.NumberFormat('es-ES', {
        style: 'currency',
        currency,
        currencyDisplay: 'narrowSymbol',
        minimumFractionDigits: 0,
        maximumFractionDigits: 0,
      });
    } catch {
      format = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 0 });
    }
    formats.set(currency, format);
  }
  return format;
}

/** '30.000 €', '18 £': whole amounts, the currency's short symbol ('£', '$', not 'GBP', 'US$'). */
function amount(value: number, currency: string): string {
  const format = formatOf(currency);
  const text = format.format(value);
  return format.resolvedOptions().style === 'currency' ? text : `${text} ${currency}`;
}

/**
 * '30.000 € – 36.000 € al año', 'Desde 900 € al mes', 'Hasta 18 £ por hora'; '' when the offer
 * states no salary. A period this version does not know is left unsaid.
 */
export function salaryText(salary: SalaryRangeValue | null | undefined): string {
  if (!salary) return '';
  const range = rangeText(salary.min ?? null, salary.max ?? null, salary.currency);
  const per = PERIOD_WORDS[salary.period];
  return range && per ? `${range} ${per}` : range;
}

function rangeText(min: number | null, max: number | null, currency: string): string {
  if (min !== null && max !== null) {
    return min === max ? amount(min, currency) : `${amount(min, currency)} – ${amount(max, currency)}`;
  }
  if (min !== null) return `Desde ${amount(min, currency)}`;
  if (max !== null) return `Hasta ${amount(max, currency)}`;
  return '';
}

/** The words of an offer's `salary` (its salaryText_salary); '' when the offer states none. */
export function offerSalaryText(salary: salaryText_salary$key | null | undefined): string {
  return salary ? salaryText(readInlineData(fragment, salary)) : '';
}
