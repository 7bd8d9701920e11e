// The date rules of the wizard (part 1 §5, §9), computed from the day the form is used:
// dates are the YYYY-MM-DD and YYYY-MM strings of the date and month inputs, local time.

const MAX_AGE = 90;
const MIN_AGE = 1;
/** The graduation windows reach back 90 years. */
const GRADUATION_YEARS_BACK = 90;

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** A day as the date input writes it, in local time. */
export function isoDay(date: Date): string {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const isIsoDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/** Whole years from a YYYY-MM-DD birth date to `today`. */
export function ageOn(birthDate: string, today: Date): number {
  const [year, month, day] = birthDate.split('-').map(Number) as [number, number, number];
  const birthdayPassed = today.getMonth() + 1 > month || (today.getMonth() + 1 === month && today.getDate() >= day);
  return today.getFullYear() - year - (birthdayPassed ? 0 : 1);
}

/** What the date-of-birth input accepts: its limit and the check. */
export interface BirthDateRule {
  max: string;
  accepts: (birthDate: string) => boolean;
}

/**
 * Everyone, creatives and professionals: 1 to 90 years old; the input reaches today. (The
 * spec's professional window, 1970-01-01 to two days ago, shut out older professionals:
 * README § Product notes.)
 */
export function birthDateRule(today: Date): BirthDateRule {
  return {
    max: isoDay(today),
    accepts: (birthDate) => {
      if (!isIsoDay(birthDate)) return false;
      const age = ageOn(birthDate, today);
      return age >= MIN_AGE && age <= MAX_AGE;
    },
  };
}

/** A month as the month input writes it (YYYY-MM), and as it is shown (MM/YYYY). */
export interface MonthWindow {
  min: string;
  max: string;
}

/**
 * The graduation month: from the same month 90 years ago to the current month, or to the
 * same month `yearsAhead` years on (a student's expected graduation lies ahead).
 */
export function graduationMonthWindow(today: Date, yearsAhead = 0): MonthWindow {
  const month = pad(today.getMonth() + 1);
  return {
    min: `${pad(today.getFullYear() - GRADUATION_YEARS_BACK, 4)}-${month}`,
    max: `${pad(today.getFullYear() + yearsAhead, 4)}-${month}`,
  };
}

export function monthInWindow(value: string, { min, max }: MonthWindow): boolean {
  return /^\d{4}-\d{2}$/.test(value) && value >= min && value <= max;
}

/** 2026-05 as 05/2026, for the window in the message. */
export function shownMonth(value: string): string {
  const [year, month] = value.split('-');
  return `${month}/${year}`;
}

/** The graduation year: an integer from 90 years ago to this year. */
export function graduationYearWindow(today: Date): { min: number; max: number } {
  return { min: today.getFullYear() - GRADUATION_YEARS_BACK, max: today.getFullYear() };
}

export function yearInWindow(value: string, { min, max }: { min: number; max: number }): boolean {
  return /^\d{1,4}$/.test(value) && Number(value) >= min && Number(value) <= max;
}
