// The months of the year as the graph names them (Month), with their Spanish names (part 2 §3:
// Enero to Diciembre), for every screen that asks or shows a day of a month.

export type MonthValue =
  | 'JANUARY'
  | 'FEBRUARY'
  | 'MARCH'
  | 'APRIL'
  | 'MAY'
  | 'JUNE'
  | 'JULY'
  | 'AUGUST'
  | 'SEPTEMBER'
  | 'OCTOBER'
  | 'NOVEMBER'
  | 'DECEMBER';

/** The months in calendar order, each with its name. */
export const MONTHS: ReadonlyArray<readonly [MonthValue, string]> = [
  ['JANUARY', 'Enero'],
  ['FEBRUARY', 'Febrero'],
  ['MARCH', 'Marzo'],
  ['APRIL', 'Abril'],
  ['MAY', 'Mayo'],
  ['JUNE', 'Junio'],
  ['JULY', 'Julio'],
  ['AUGUST', 'Agosto'],
  ['SEPTEMBER', 'Septiembre'],
  ['OCTOBER', 'Octubre'],
  ['NOVEMBER', 'Noviembre'],
  ['DECEMBER', 'Diciembre'],
];

/** A day and month as a number that orders them within a year (March 1 → 201). */
export function dayOfYear({ day, month }: { day: number; month: string }): number {
  return MONTHS.findIndex(([value]) => value === month) * 100 + day;
}

/** '20 de septiembre'; empty for a month this version does not know. */
export function dayOfMonthText({ day, month }: { day: number; month: string }): string {
  const name = MONTHS.find(([value]) => value === month)?.[1];
  return name ? `${day} de ${name.toLowerCase()}` : '';
}
