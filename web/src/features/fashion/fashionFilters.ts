// The institutions directory's filters (part 2 §2 Fashion, §5 'Fashion filters') as they
// live in the URL, so a filtered list can be shared and survives a reload, and as the
// arguments of Query.institutions, which filters on the server.

export type CenterTypeValue = 'PUBLIC' | 'PRIVATE';
export type EducationLevelValue = 'DEGREE' | 'MASTER' | 'DOCTORATE' | 'VOCATIONAL' | 'COURSE' | 'CERTIFICATION';
export type ModalityValue = 'ON_SITE' | 'ONLINE' | 'HYBRID';
export type CategoryValue = 'FASHION' | 'GRAPHIC_DESIGN' | 'PHOTOGRAPHY';

export interface FashionFilters {
  search: string;
  country: string;
  city: string;
  centerType: CenterTypeValue | null;
  educationLevel: EducationLevelValue | null;
  modality: ModalityValue | null;
  category: CategoryValue | null;
}

export const TEXT_FILTERS = ['search', 'country', 'city'] as const;
export type TextFilter = (typeof TEXT_FILTERS)[number];

/** A choice of a select: its value, its URL slug and its Spanish label. */
export interface Choice<T extends string> {
  value: T;
  slug: string;
  label: string;
}

export const CENTER_TYPES: readonly Choice<CenterTypeValue>[] = [
  { value: 'PUBLIC', slug: 'publica', label: 'Pública' },
  { value: 'PRIVATE', slug: 'privada', label: 'Privada' },
];

export const EDUCATION_LEVELS: readonly Choice<EducationLevelValue>[] = [
  { value: 'DEGREE', slug: 'grado', label: 'Grado o licenciatura' },
  { value: 'MASTER', slug: 'master', label: 'Máster o posgrado' },
  { value: 'DOCTORATE', slug: 'doctorado', label: 'Doctorado o investigación' },
  { value: 'VOCATIONAL', slug: 'fp', label: 'FP' },
  { value: 'COURSE', slug: 'cursos', label: 'Cursos talleres' },
  { value: 'CERTIFICATION', slug: 'certificaciones', label: 'Certificaciones' },
];

export const MODALITIES: readonly Choice<ModalityValue>[] = [
  { value: 'ON_SITE', slug: 'presencial', label: 'Presencial' },
  { value: 'ONLINE', slug: 'online', label: 'Online' },
  { value: 'HYBRID', slug: 'hibrido', label: 'Híbrido' },
];

export const CATEGORIES: readonly Choice<CategoryValue>[] = [
  { value: 'FASHION', slug: 'moda', label: 'Moda' },
  { value: 'GRAPHIC_DESIGN', slug: 'diseno-grafico', label: 'Diseño gráfico' },
  { value: 'PHOTOGRAPHY', slug: 'fotografia', label: 'Fotografía' },
];

/** The URL parameter of each filter (Spanish words, as the rest of the product's URLs). */
export const FILTER_PARAMS = {
  search: 'buscar',
  country: 'pais',
  city: 'ciudad',
  centerType: 'tipo',
  educationLevel: 'nivel',
  modality: 'modalidad',
  category: 'categoria',
} as const satisfies Record<keyof FashionFilters, string>;

export const NO_FILTERS: FashionFilters = {
  search: '',
  country: '',
  city: '',
  centerType: null,
  educationLevel: null,
  modality: null,
  category: null,
};

const fromSlug = <T extends string>(choices: readonly Choice<T>[], slug: string | null): T | null =>
  choices.find((choice) => choice.slug === slug)?.value ?? null;

const toSlug = <T extends string>(choices: readonly Choice<T>[], value: T | null): string | null =>
  choices.find((choice) => choice.value === value)?.slug ?? null;

/** The filters a URL's query holds; unknown values count as no filter. */
export function filtersFromSearch(search: URLSearchParams): FashionFilters {
  const text = (name: TextFilter) => search.get(FILTER_PARAMS[name])?.trim() ?? '';
  return {
    search: text('search'),
    country: text('country'),
    city: text('city'),
    centerType: fromSlug(CENTER_TYPES, search.get(FILTER_PARAMS.centerType)),
    educationLevel: fromSlug(EDUCATION_LEVELS, search.get(FILTER_PARAMS.educationLevel)),
    modality: fromSlug(MODALITIES, search.get(FILTER_PARAMS.modality)),
    category: fromSlug(CATEGORIES, search.get(FILTER_PARAMS.category)),
  };
}

/** `current` with the filters written in; parameters that are not filters are kept. */
export function searchWithFilters(current: URLSearchParams, filters: FashionFilters): URLSearchParams {
  const next = new URLSearchParams(current);
  const put = (name: string, value: string | null) => (value ? next.set(name, value) : next.delete(name));
  for (const name of TEXT_FILTERS) put(FILTER_PARAMS[name], filters[name].trim());
  put(FILTER_PARAMS.centerType, toSlug(CENTER_TYPES, filters.centerType));
  put(FILTER_PARAMS.educationLevel, toSlug(EDUCATION_LEVELS, filters.educationLevel));
  put(FILTER_PARAMS.modality, toSlug(MODALITIES, filters.modality));
  put(FILTER_PARAMS.category, toSlug(CATEGORIES, filters.category));
  return next;
}

/** The arguments of Query.institutions: blank text filters are left out. */
export function queryVariables(filters: FashionFilters) {
  const text = (value: string) => value.trim() || null;
  return { ...filters, search: text(filters.search), country: text(filters.country), city: text(filters.city) };
}
