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

/** An education or experience entry's months and years. */
export interface DatedEntry {
  readonly startMonth?: number | null;
  readonly startYear?: number | null;
  readonly endMonth?: number | null;
  readonly endYear?: number | null;
}

/** 'Sep. 2019 – Jun. 2023', or '… – Actualidad' while it goes on. */
export function period(entry: DatedEntry, ongoing: boolean): string {
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

/** The kinds of contract and workplaces a creative looks for, as labels. */
export function lookingForLabels(
  contract: { internship: boolean; fullTime: boolean; partTime: boolean },
  workplace: { onSite: boolean; remote: boolean; hybrid: boolean },
): { contract: string[]; workplace: string[] } {
  const pick = (pairs: Array<[boolean, string]>) => pairs.filter(([on]) => on).map(([, label]) => label);
  return {
    contract: pick([
      [contract.internship, 'Prácticas'],
      [contract.fullTime, 'Tiempo completo'],
      [contract.partTime, 'Tiempo parcial'],
    ]),
    workplace: pick([
      [workplace.onSite, 'Presencial'],
      [workplace.remote, 'Remoto'],
      [workplace.hybrid, 'Híbrido'],
    ]),
  };
}
