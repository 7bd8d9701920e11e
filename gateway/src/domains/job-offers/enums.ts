import type { JobType, LocationType } from '../../__generated__/resolvers-types';
import type { RestJobOffer } from './rest';

/** The job offer enums ↔ the REST api's Spanish values (spec part 2 §3). */

const JOB_TYPES: Record<RestJobOffer['jobType'], JobType> = {
  'Tiempo completo': 'FULL_TIME',
  'Tiempo parcial': 'PART_TIME',
  Prácticas: 'INTERNSHIP',
};

const LOCATION_TYPES: Record<RestJobOffer['locationType'], LocationType> = {
  Presencial: 'ON_SITE',
  Remoto: 'REMOTE',
  Híbrido: 'HYBRID',
};

export const jobTypeFromRest = (value: RestJobOffer['jobType']): JobType => JOB_TYPES[value];

export const locationTypeFromRest = (value: RestJobOffer['locationType']): LocationType => LOCATION_TYPES[value];
