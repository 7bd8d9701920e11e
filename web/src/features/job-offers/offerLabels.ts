// The Spanish words of a job offer's enums and dates (ARCHITECTURE.md principle 2: the
// graph speaks in enums, the labels live in the web app). One home for the offer screens.

export type JobTypeValue = 'FULL_TIME' | 'PART_TIME' | 'INTERNSHIP';
export type LocationTypeValue = 'ON_SITE' | 'REMOTE' | 'HYBRID';

/** The contract types in the order the filters list them. */
export const JOB_TYPE_LABELS: Readonly<Record<JobTypeValue, string>> = {
  FULL_TIME: 'Tiempo completo',
  PART_TIME: 'Tiempo parcial',
  INTERNSHIP: 'Prácticas',
};

/** The work formats in the order the filters list them. */
export const LOCATION_TYPE_LABELS: Readonly<Record<LocationTypeValue, string>> = {
  ON_SITE: 'Presencial',
  REMOTE: 'Remoto',
  HYBRID: 'Híbrido',
};

/** 'Tiempo completo', 'Tiempo parcial' or 'Prácticas'; empty for a value this version does not know. */
export function jobTypeLabel(type: string): string {
  return JOB_TYPE_LABELS[type as JobTypeValue] ?? '';
}

/** 'Presencial', 'Remoto' or 'Híbrido'; empty for a value this version does not know. */
export function locationTypeLabel(type: string): string {
  return LOCATION_TYPE_LABELS[type as LocationTypeValue] ?? '';
}

/** 'Madrid | Prácticas | Híbrido' (part 2 §2 Offers list cards). */
export function offerMeta(offer: { city: string; jobType: string; locationType: string }): string {
  return [offer.city, jobTypeLabel(offer.jobType), locationTypeLabel(offer.locationType)].filter(Boolean).join(' | ');
}

const longFormat = new Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'long', year: 'numeric' });
const shortFormat = new Intl.DateTimeFormat('es-ES', { day: '2-digit', month: '2-digit', year: 'numeric' });

function formatted(iso: string, format: Intl.DateTimeFormat): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : format.format(date);
}

/** '3 de marzo de 2026': list cards use the long Spanish date (part 2 §9). */
export function longSpanishDate(iso: string): string {
  return formatted(iso, longFormat);
}

/** '03/03/2026': the offer screens use the short es-ES date (part 2 §9). */
export function shortSpanishDate(iso: string): string {
  return formatted(iso, shortFormat);
}
