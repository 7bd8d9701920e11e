import type { CvPeriod } from '../../lib/profileCv';

/** The words the profile's sections share on screen and in print. */

export const SECTION_TITLES = {
  summary: 'Resumen',
  education: 'Formación',
  experience: 'Experiencia profesional',
  skills: 'Habilidades',
  software: 'Software',
  languages: 'Idiomas',
  lookingFor: 'Busco',
  contact: 'Contacto',
  social: 'Redes sociales',
  files: 'Documentos',
  milestones: 'Hitos',
  companyTags: 'Etiquetas de la empresa',
} as const;

/** Part 2 §9: months abbreviated in Spanish, 'Ene.' to 'Dic.'. */
const MONTHS = ['Ene.', 'Feb.', 'Mar.', 'Abr.', 'May.', 'Jun.', 'Jul.', 'Ago.', 'Sep.', 'Oct.', 'Nov.', 'Dic.'];

/** 'Mar. 2021', '2021' without a month, '' without a year. */
export function monthYear(month: number | null | undefined, year: number | null | undefined): string {
  if (!year) return '';
  const name = month && month >= 1 && month <= 12 ? MONTHS[month - 1] : null;
  return name ? `${name} ${year}` : String(year);
}

/** 'Sep. 2019 – Jun. 2023', or '… – Actualidad' while it goes on. */
export function period(entry: CvPeriod, ongoing: boolean): string {
  const from = monthYear(entry.startMonth, entry.startYear);
  const to = ongoing ? 'Actualidad' : monthYear(entry.endMonth, entry.endYear);
  return [from, to].filter(Boolean).join(' – ');
}

/** What an entry of a CV list shows, on screen and in print. */
export interface CvEntry {
  title: string;
  meta: string;
  dates: string;
  text?: string | null;
}
