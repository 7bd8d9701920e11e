import type {
  ApplicationStatus,
  JobOfferStatus,
  JobType,
  LocationType,
  ResponseType,
  SalaryPeriod,
} from '../../__generated__/resolvers-types';
import type { RestApplicationStatus, RestJobOffer, RestOfferStatus, RestResponseType } from './rest';
import { reverseTable } from '../../rest/enum-tables';

/** The job offer enums ↔ the REST api's values (spec part 2 §3, CONTRACT.md § Job offers), both ways. */

type RestJobType = RestJobOffer['jobType'];
type RestLocationType = RestJobOffer['locationType'];
type RestSalaryPeriod = NonNullable<RestJobOffer['salary']>['period'];

const JOB_TYPES: Record<RestJobType, JobType> = {
  'Tiempo completo': 'FULL_TIME',
  'Tiempo parcial': 'PART_TIME',
  Prácticas: 'INTERNSHIP',
};

const LOCATION_TYPES: Record<RestLocationType, LocationType> = {
  Presencial: 'ON_SITE',
  Remoto: 'REMOTE',
  Híbrido: 'HYBRID',
};

const OFFER_STATUSES: Record<RestOfferStatus, JobOfferStatus> = {
  pending: 'PENDING',
  accepted: 'ACCEPTED',
  cancelled: 'CANCELLED',
  rejected: 'REJECTED',
};

const RESPONSE_TYPES: Record<RestResponseType, ResponseType> = {
  text: 'TEXT',
  number: 'NUMBER',
  boolean: 'BOOLEAN',
  url: 'URL',
};

const APPLICATION_STATUSES: Record<RestApplicationStatus, ApplicationStatus> = {
  pending: 'PENDING',
  accepted: 'ACCEPTED',
  rejected: 'REJECTED',
};

const SALARY_PERIODS: Record<RestSalaryPeriod, SalaryPeriod> = {
  year: 'YEAR',
  month: 'MONTH',
  hour: 'HOUR',
};

const REST_JOB_TYPES = reverseTable(JOB_TYPES);
const REST_SALARY_PERIODS = reverseTable(SALARY_PERIODS);
const REST_LOCATION_TYPES = reverseTable(LOCATION_TYPES);
const REST_OFFER_STATUSES = reverseTable(OFFER_STATUSES);
const REST_RESPONSE_TYPES = reverseTable(RESPONSE_TYPES);

export const jobTypeFromRest = (value: RestJobType): JobType => JOB_TYPES[value];
export const locationTypeFromRest = (value: RestLocationType): LocationType => LOCATION_TYPES[value];
export const offerStatusFromRest = (value: RestOfferStatus): JobOfferStatus => OFFER_STATUSES[value];
export const responseTypeFromRest = (value: RestResponseType): ResponseType => RESPONSE_TYPES[value];
export const salaryPeriodFromRest = (value: RestSalaryPeriod): SalaryPeriod => SALARY_PERIODS[value];
export const applicationStatusFromRest = (value: RestApplicationStatus): ApplicationStatus =>
  APPLICATION_STATUSES[value];

export const jobTypeToRest = (value: JobType): RestJobType => REST_JOB_TYPES[value];
export const locationTypeToRest = (value: LocationType): RestLocationType => REST_LOCATION_TYPES[value];
export const offerStatusToRest = (value: JobOfferStatus): RestOfferStatus => REST_OFFER_STATUSES[value];
export const responseTypeToRest = (value: ResponseType): RestResponseType => REST_RESPONSE_TYPES[value];
export const salaryPeriodToRest = (value: SalaryPeriod): RestSalaryPeriod => REST_SALARY_PERIODS[value];
