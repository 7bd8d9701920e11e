import type { EducationLevel, QueryInstitutionsArgs } from '../../__generated__/resolvers-types';
import { categoryToRest, modalityToRest } from '../educational-offers/enums';
import type { RestInstitution } from './rest';

/**
 * The directory's filters (spec part 2 §2 Fashion, §5 'Fashion filters') over the api's
 * institution objects. Levels map to the programmes' `educationType` as CONTRACT.md says
 * (Doctorado o investigación has no programme type: it matches none).
 */
const LEVEL_TYPES: Record<EducationLevel, readonly string[]> = {
  DEGREE: ['Grado'],
  MASTER: ['Máster'],
  DOCTORATE: [],
  VOCATIONAL: ['FP'],
  COURSE: ['Curso', 'Taller'],
  CERTIFICATION: ['Certificación'],
};

/** Case- and accent-insensitive form of a text. */
export const folded = (text: string | null | undefined): string =>
  (text ?? '')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();

type Test = (institution: RestInstitution) => boolean;

function textTests(args: QueryInstitutionsArgs): Test[] {
  const tests: Test[] = [];
  const search = folded(args.search);
  if (search) {
    tests.push((i) => folded(i.name).includes(search) || folded(i.location.city).includes(search));
  }
  const country = folded(args.country);
  if (country) tests.push((i) => folded(i.location.country) === country);
  const city = folded(args.city);
  if (city) tests.push((i) => folded(i.location.city) === city);
  return tests;
}

function programTests(args: QueryInstitutionsArgs): Test[] {
  const tests: Test[] = [];
  const { educationLevel, modality, category } = args;
  if (educationLevel) {
    const types = LEVEL_TYPES[educationLevel];
    tests.push((i) => i.programs.some((p) => types.includes(p.educationType)));
  }
  if (modality) tests.push((i) => i.programs.some((p) => p.modality === modalityToRest(modality)));
  if (category) tests.push((i) => i.programs.some((p) => p.category === categoryToRest(category)));
  return tests;
}

/** The institutions that pass every filter given (blank texts filter nothing). */
export function filterInstitutions(all: readonly RestInstitution[], args: QueryInstitutionsArgs): RestInstitution[] {
  const tests = [...textTests(args), ...programTests(args)];
  if (args.centerType) {
    const type = args.centerType === 'PUBLIC' ? 'public' : 'private';
    tests.push((i) => i.type === type);
  }
  return all.filter((institution) => tests.every((test) => test(institution)));
}
