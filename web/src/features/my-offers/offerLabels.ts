import { longSpanishDate } from '../job-offers/offerLabels';

/** 'Aplicaste el 3 de marzo de 2026'; empty when the date is unreadable. */
export function appliedOn(iso: string): string {
  const date = longSpanishDate(iso);
  return date && `Aplicaste el ${date}`;
}

/** A candidate's application date: 'Aplicó el 3 de marzo de 2026'; empty when unreadable. */
export function candidateAppliedOn(iso: string): string {
  const date = longSpanishDate(iso);
  return date && `Aplicó el ${date}`;
}
