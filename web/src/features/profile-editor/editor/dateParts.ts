// Months and years of CV entries (part 2 §5): typed as digits only, months 1 to 12.

export const MONTH_RANGE_MESSAGE = 'El mes debe ser un número entre 1 y 12.';
export const YEAR_DIGITS_MESSAGE = 'El año debe tener cuatro cifras.';

/** What a month box keeps of a keystroke: digits only, and never a number above 12. */
export function acceptMonth(next: string, previous: string): string {
  const digits = next.replace(/\D/g, '').slice(0, 2);
  return digits !== '' && Number(digits) > 12 ? previous : digits;
}

/** What a year box keeps: digits only, four at most. */
export function acceptYear(next: string): string {
  return next.replace(/\D/g, '').slice(0, 4);
}

/** The message for a month and year pair, or null; empty parts are allowed (unknown). */
export function datePartsError(month: string, year: string): string | null {
  if (month !== '' && (Number(month) < 1 || Number(month) > 12)) return MONTH_RANGE_MESSAGE;
  if (year !== '' && year.length !== 4) return YEAR_DIGITS_MESSAGE;
  return null;
}

/** A part as the graph stores it: a number, or null when empty. */
export function toNumber(part: string): number | null {
  return part === '' ? null : Number(part);
}

/** A stored part as the box shows it. */
export function fromNumber(part: number | null | undefined, pad = false): string {
  if (part === null || part === undefined) return '';
  return pad ? String(part).padStart(2, '0') : String(part);
}

/** 'mm/yyyy' for view mode, or the year alone, or ''. */
export function showDateParts(month: number | null | undefined, year: number | null | undefined): string {
  if (!year) return '';
  return month ? `${String(month).padStart(2, '0')}/${year}` : String(year);
}

export interface Period {
  readonly startMonth?: number | null;
  readonly startYear?: number | null;
  readonly endMonth?: number | null;
  readonly endYear?: number | null;
}

/** '09/2021 – 06/2024', or '09/2021 – Actualidad' while the entry is current. */
export function showPeriod(period: Period, current: boolean): string {
  const start = showDateParts(period.startMonth, period.startYear);
  const end = current ? 'Actualidad' : showDateParts(period.endMonth, period.endYear);
  return [start, end].filter(Boolean).join(' – ');
}

/** The four date boxes of a CV entry, as typed. */
export interface DateRangeDraft {
  startMonth: string;
  startYear: string;
  endMonth: string;
  endYear: string;
}

/** A stored entry's period as its boxes show it (months padded to two digits). */
export function rangeDraft(period: Period | null): DateRangeDraft {
  return {
    startMonth: fromNumber(period?.startMonth, true),
    startYear: fromNumber(period?.startYear),
    endMonth: fromNumber(period?.endMonth, true),
    endYear: fromNumber(period?.endYear),
  };
}

/** The period as the graph stores it; a current entry has no end. */
export function rangeInput(range: DateRangeDraft, current: boolean) {
  return {
    startMonth: toNumber(range.startMonth),
    startYear: toNumber(range.startYear),
    endMonth: current ? null : toNumber(range.endMonth),
    endYear: current ? null : toNumber(range.endYear),
  };
}

/** The first message among the entries' periods (a current entry's end is not checked), or null. */
export function firstRangeError<T extends DateRangeDraft>(entries: readonly T[], isCurrent: (entry: T) => boolean) {
  for (const entry of entries) {
    const error =
      datePartsError(entry.startMonth, entry.startYear) ??
      (isCurrent(entry) ? null : datePartsError(entry.endMonth, entry.endYear));
    if (error) return error;
  }
  return null;
}
