import type {
  DurationUnit,
  EducationalOfferStatus,
  EducationType,
  Month,
  StudyCategory,
  StudyModality,
} from '../../__generated__/resolvers-types';
import type {
  RestEducationalOffer,
  RestEducationalOfferStatus,
  RestEducationType,
  RestMonth,
  RestStudyCategory,
} from './rest';
import { reverseTable } from '../../rest/enum-tables';

/** The educational offer enums ↔ the REST api's Spanish values (spec part 2 §3, CONTRACT.md "The form"), both ways. */

type RestModality = RestEducationalOffer['modality'];

const MODALITIES: Record<RestModality, StudyModality> = {
  Presencial: 'ON_SITE',
  Online: 'ONLINE',
  Híbrida: 'HYBRID',
};

const STATUSES: Record<RestEducationalOfferStatus, EducationalOfferStatus> = {
  pending: 'PENDING',
  accepted: 'ACCEPTED',
  active: 'ACTIVE',
  cancelled: 'CANCELLED',
  rejected: 'REJECTED',
};

const EDUCATION_TYPES: Record<RestEducationType, EducationType> = {
  Grado: 'DEGREE',
  Máster: 'MASTER',
  FP: 'VOCATIONAL',
  Curso: 'COURSE',
  Taller: 'WORKSHOP',
  Certificación: 'CERTIFICATION',
  Otro: 'OTHER',
};

const CATEGORIES: Record<RestStudyCategory, StudyCategory> = {
  Moda: 'FASHION',
  'Diseño gráfico': 'GRAPHIC_DESIGN',
  Fotografía: 'PHOTOGRAPHY',
};

const MONTHS: Record<RestMonth, Month> = {
  Enero: 'JANUARY',
  Febrero: 'FEBRUARY',
  Marzo: 'MARCH',
  Abril: 'APRIL',
  Mayo: 'MAY',
  Junio: 'JUNE',
  Julio: 'JULY',
  Agosto: 'AUGUST',
  Septiembre: 'SEPTEMBER',
  Octubre: 'OCTOBER',
  Noviembre: 'NOVEMBER',
  Diciembre: 'DECEMBER',
};

const DURATION_UNITS: Record<RestEducationalOffer['durationUnit'], DurationUnit> = {
  meses: 'MONTHS',
  años: 'YEARS',
};

const REST_MODALITIES = reverseTable(MODALITIES);
const REST_DURATION_UNITS = reverseTable(DURATION_UNITS);
const REST_STATUSES = reverseTable(STATUSES);
const REST_EDUCATION_TYPES = reverseTable(EDUCATION_TYPES);
const REST_CATEGORIES = reverseTable(CATEGORIES);
const REST_MONTHS = reverseTable(MONTHS);

export const modalityFromRest = (value: RestModality): StudyModality => MODALITIES[value];
export const educationalStatusFromRest = (value: RestEducationalOfferStatus): EducationalOfferStatus => STATUSES[value];
export const educationTypeFromRest = (value: RestEducationType): EducationType => EDUCATION_TYPES[value];
export const categoryFromRest = (value: RestStudyCategory): StudyCategory => CATEGORIES[value];
export const monthFromRest = (value: RestMonth): Month => MONTHS[value];
export const durationUnitFromRest = (value: RestEducationalOffer['durationUnit']): DurationUnit =>
  DURATION_UNITS[value];

export const modalityToRest = (value: StudyModality): RestModality => REST_MODALITIES[value];
export const educationalStatusToRest = (value: EducationalOfferStatus): RestEducationalOfferStatus =>
  REST_STATUSES[value];
export const educationTypeToRest = (value: EducationType): RestEducationType => REST_EDUCATION_TYPES[value];
export const categoryToRest = (value: StudyCategory): RestStudyCategory => REST_CATEGORIES[value];
export const monthToRest = (value: Month): RestMonth => REST_MONTHS[value];
export const durationUnitToRest = (value: DurationUnit): RestEducationalOffer['durationUnit'] =>
  REST_DURATION_UNITS[value];
