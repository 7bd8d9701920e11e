import type { RestInstitution } from './rest';

/** The REST object behind each graph type of this domain (codegen `mappers`, found by codegen.ts). */
export type InstitutionMapper = RestInstitution;
