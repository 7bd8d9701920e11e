import type { JobType, LocationType } from './__generated__/JobOffersList_user.graphql';

/** Tiempo completo, Tiempo parcial or Prácticas; nothing for a type this version does not know. */
export function jobTypeLabel(type: JobType): string {
  switch (type) {
    case 'FULL_TIME':
      return 'Tiempo completo';
    case 'PART_TIME':
      return 'Tiempo parcial';
    case 'INTERNSHIP':
      return 'Prácticas';
    default:
      return '';
  }
}

/** Presencial, Remoto or Híbrido. */
export function locationTypeLabel(type: LocationType): string {
  switch (type) {
    case 'ON_SITE':
      return 'Presencial';
    case 'REMOTE':
      return 'Remoto';
    case 'HYBRID':
      return 'Híbrido';
    default:
      return '';
  }
}

/** A publication date in the long Spanish form: '3 de marzo de 2025'. */
export function longDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : date.toLocaleDateString('es-ES', { day: 'numeric', month: 'long', year: 'numeric' });
}
