import type { CreativeType, ProfessionalType, Role } from '../../__generated__/resolvers-types';
import type { RestRole } from './rest';

/** The user enums ↔ the REST api's strings and numbers (spec part 1 §3). */

const ROLES: Record<RestRole, Role> = { Creativo: 'CREATIVE', Profesional: 'PROFESSIONAL' };
const REST_ROLES: Record<Role, RestRole> = { CREATIVE: 'Creativo', PROFESSIONAL: 'Profesional' };

export function roleFromRest(role: string | null | undefined): Role | null {
  return role && role in ROLES ? ROLES[role as RestRole] : null;
}

export function roleToRest(role: Role): RestRole {
  return REST_ROLES[role];
}

/** Index 0 is REST value 1. */
const CREATIVE_TYPES: readonly CreativeType[] = ['STUDENT', 'GRADUATE', 'STYLIST', 'DESIGNER', 'OTHER'];
const PROFESSIONAL_TYPES: readonly ProfessionalType[] = ['BRAND', 'COMPANY', 'AGENCY', 'INSTITUTION', 'OTHER'];

/**
 * A REST sub-type: 1–5 as the api answers it; '1'–'5' strings (which its PUT also takes,
 * and older records hold) read the same.
 */
export type RestSubtype = number | string;

export function subtypeNumber(value: RestSubtype | null | undefined): number | null {
  const number = typeof value === 'string' && /^[1-5]$/.test(value.trim()) ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= 1 && number <= 5 ? number : null;
}

export function creativeTypeFromRest(value: RestSubtype | null | undefined): CreativeType | null {
  const number = subtypeNumber(value);
  return number === null ? null : CREATIVE_TYPES[number - 1]!;
}

export function creativeTypeToRest(type: CreativeType): number {
  return CREATIVE_TYPES.indexOf(type) + 1;
}

export function professionalTypeFromRest(value: RestSubtype | null | undefined): ProfessionalType | null {
  const number = subtypeNumber(value);
  return number === null ? null : PROFESSIONAL_TYPES[number - 1]!;
}

export function professionalTypeToRest(type: ProfessionalType): number {
  return PROFESSIONAL_TYPES.indexOf(type) + 1;
}
