// The founding year of a brand, company or institution (part 1 §5): one rule for every form
// that asks it, the api's (api/CONTRACT.md § Profile), so both sides refuse the same years.

/** The oldest year the api takes. */
const OLDEST_FOUNDING_YEAR = 1800;

/** The api's words for a founding year it refuses. */
export const FOUNDING_YEAR_MESSAGE = 'El año de fundación no es válido.';

/** Four digits, from 1800 to this year: '19999', 'abcd' and next year are refused alike. */
export function foundingYearAcceptable(value: string, today: Date): boolean {
  return /^\d{4}$/.test(value) && Number(value) >= OLDEST_FOUNDING_YEAR && Number(value) <= today.getFullYear();
}
