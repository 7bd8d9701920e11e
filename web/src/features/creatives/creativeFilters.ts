/** The filters of the Creativos screen, as the URL keeps them and the graph takes them. */
export interface CreativeFilters {
  search: string;
  country: string;
  city: string;
  school: string;
  /** '' or a year of graduationYears(). */
  graduationYear: string;
  softSkills: string;
  hardSkills: string;
  software: string;
  /** The 'Disponible para prácticas' tab. */
  internships: boolean;
}

/** The panel's fields (everything but the tab). */
export type PanelFilters = Omit<CreativeFilters, 'internships'>;

export const NO_PANEL_FILTERS: PanelFilters = {
  search: '',
  country: '',
  city: '',
  school: '',
  graduationYear: '',
  softSkills: '',
  hardSkills: '',
  software: '',
};

/** The oldest graduation year offered (spec part 2 §10: 2025 to 2020). */
const OLDEST_GRADUATION_YEAR = 2020;

/**
 * The graduation years offered, newest first: the spec's list ends at 2025; it follows the
 * current year instead, so this year's graduates can be found (README § Product notes).
 */
export function graduationYears(today = new Date()): string[] {
  const years: string[] = [];
  for (let year = today.getFullYear(); year >= OLDEST_GRADUATION_YEAR; year -= 1) years.push(String(year));
  return years;
}

const PANEL_KEYS = Object.keys(NO_PANEL_FILTERS) as (keyof PanelFilters)[];
const INTERNSHIPS_KEY = 'practicas';

/** The filters a URL holds; anything unknown or malformed is no filter. */
export function filtersFromSearch(params: URLSearchParams): CreativeFilters {
  const panel = Object.fromEntries(PANEL_KEYS.map((key) => [key, params.get(key)?.trim() ?? ''])) as PanelFilters;
  if (!graduationYears().includes(panel.graduationYear)) panel.graduationYear = '';
  return { ...panel, internships: params.get(INTERNSHIPS_KEY) === '1' };
}

/** `params` with the filters in place of the old ones; blanks are left out. */
export function searchWithFilters(params: URLSearchParams, filters: CreativeFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of PANEL_KEYS) {
    const value = filters[key].trim();
    if (value) next.set(key, value);
    else next.delete(key);
  }
  if (filters.internships) next.set(INTERNSHIPS_KEY, '1');
  else next.delete(INTERNSHIPS_KEY);
  return next;
}

/** A comma-separated field as its values, blanks dropped. */
export function listOf(text: string): string[] {
  return text
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);
}

/** The graph's arguments: soft and hard skills are both read from the creative's skills. */
export function queryVariables(filters: CreativeFilters) {
  const skills = [...listOf(filters.softSkills), ...listOf(filters.hardSkills)];
  const software = listOf(filters.software);
  return {
    search: filters.search || null,
    country: filters.country || null,
    city: filters.city || null,
    school: filters.school || null,
    graduationYear: filters.graduationYear ? Number(filters.graduationYear) : null,
    skills: skills.length > 0 ? skills : null,
    software: software.length > 0 ? software : null,
    internshipsOnly: filters.internships,
  };
}
