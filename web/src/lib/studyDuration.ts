// A programme's duration in words, in the unit its institution chose (issue 17: '18 meses'
// stays 18 months, '2 años' stays years), for every screen that shows or asks it.

export type DurationUnitValue = 'MONTHS' | 'YEARS';

/** The units in the form's order, each with its word. */
export const DURATION_UNITS: ReadonlyArray<readonly [DurationUnitValue, string]> = [
  ['MONTHS', 'Meses'],
  ['YEARS', 'Años'],
];

/** The longest programme, 10 years, in each unit (the api's limit). */
export const MAX_DURATION: Readonly<Record<DurationUnitValue, number>> = { MONTHS: 120, YEARS: 10 };

const WORDS: Readonly<Record<DurationUnitValue, readonly [string, string]>> = {
  MONTHS: ['mes', 'meses'],
  YEARS: ['año', 'años'],
};

/** '1 mes', '18 meses', '1 año', '2 años'; empty for a unit this version does not know or no length. */
export function durationText({ value, unit }: { value: number; unit: string }): string {
  const words = WORDS[unit as DurationUnitValue];
  if (!words || !Number.isFinite(value) || value <= 0) return '';
  return `${value} ${value === 1 ? words[0] : words[1]}`;
}
