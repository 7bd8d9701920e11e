// The Spanish words of the enums and dates the moderation cards show (the graph speaks
// in enums). Kept here: features do not import each other.

const WORDS: Readonly<Record<string, string>> = {
  FULL_TIME: 'Tiempo completo',
  PART_TIME: 'Tiempo parcial',
  INTERNSHIP: 'Prácticas',
  REMOTE: 'Remoto',
  ONLINE: 'Online',
};

/** A job type, work format or study modality in words ('Híbrido' for a job, 'Híbrida' for a course). */
export function enumWord(value: string, kind: 'job' | 'course' = 'job'): string {
  if (value === 'ON_SITE') return 'Presencial';
  if (value === 'HYBRID') return kind === 'job' ? 'Híbrido' : 'Híbrida';
  return WORDS[value] ?? '';
}

const dateFormat = new Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'long', year: 'numeric' });

/** '3 de marzo de 2026'; the text as given when it is not a date. */
export function spanishDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
}
