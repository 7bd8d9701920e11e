import type { EducationLevel, QueryInstitutionsArgs } from '../../__generated__/resolvers-types';
import { categoryToRest, modalityToRest } from '../educational-offers';
import type { RestInstitutionFilters } from './rest';

/** The education levels of the filter (spec part 2 §5 'Fashion filters') in the api's words. */
const REST_LEVELS: Record<EducationLevel, NonNullable<RestInstitutionFilters['level']>> = {
  DEGREE: 'Grado o licenciatura',
  MASTER: 'Máster o posgrado',
  DOCTORATE: 'Doctorado o investigación',
  VOCATIONAL: 'FP',
  COURSE: 'Cursos talleres',
  CERTIFICATION: 'Certificaciones',
};

const text = (value: string | null | undefined) => value?.trim() || undefined;

/**
 * The directory's filters as GET /api/offers/educational/institutions reads them
 * (CONTRACT.md § The institution object): the api applies them; blanks are left out.
 */
export function institutionFilters(args: QueryInstitutionsArgs): RestInstitutionFilters {
  const { centerType, educationLevel, modality, category } = args;
  return {
    search: text(args.search),
    country: text(args.country),
    city: text(args.city),
    type: centerType ? (centerType === 'PUBLIC' ? 'public' : 'private') : undefined,
    level: educationLevel ? REST_LEVELS[educationLevel] : undefined,
    modality: modality ? modalityToRest(modality) : undefined,
    category: category ? categoryToRest(category) : undefined,
  };
}
