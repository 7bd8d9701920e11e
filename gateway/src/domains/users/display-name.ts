import { required } from '../../errors';
import { subtypeNumber, type RestSubtype } from './enums';
import type { RestUserSource } from './rest';

/** Professional types whose company name is shown (spec part 1 §6): brand, company, institution. */
const COMPANY_NAMED_TYPES = new Set([1, 2, 4]);

/** The user fields the name to show is made of. */
export const DISPLAY_NAME_FIELDS = ['professionalType', 'companyName', 'fullName', 'username'] as const;

function nonEmpty(value: string | null | undefined): string | null {
  return value?.trim() ? value : null;
}

/**
 * The name to show, the one rule of the gateway (`User.displayName`; anything that shows
 * a person's name reads that field): the company name for professional types 1, 2 and 4
 * (spec part 1 §6), otherwise the full name, falling back to the username.
 */
export function displayNameOf(
  user: Pick<RestUserSource, 'companyName' | 'fullName' | 'username'> & { professionalType?: RestSubtype | null },
): string {
  const company = COMPANY_NAMED_TYPES.has(subtypeNumber(user.professionalType) ?? 0)
    ? nonEmpty(user.companyName)
    : null;
  return company ?? nonEmpty(user.fullName) ?? required(user.username, 'user.username');
}
