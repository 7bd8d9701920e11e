import { required } from '../../errors';
import { subtypeNumber, type RestSubtype } from './enums';
import type { RestUserSource } from './rest';

/** Professional types whose company name is shown (spec part 1 §6): brand, company, institution. */
const COMPANY_NAMED_TYPES = new Set([1, 2, 4]);

/** The user fields the name to show is made of. */
export const DISPLAY_NAME_FIELDS = [
  'professionalType',
  'showNameCompany',
  'companyName',
  'fullName',
  'username',
] as const;

function nonEmpty(value: string | null | undefined): string | null {
  return value?.trim() ? value : null;
}

/**
 * The name to show, the one rule of the gateway (`User.displayName`; anything that shows
 * a person's name reads that field) and the same as the api's (api/src/models/display-name.ts):
 * the company name for professional types 1, 2 and 4 (spec part 1 §6) unless the account chose
 * not to show it (`showNameCompany: false`), otherwise the full name, falling back to the username.
 */
export function displayNameOf(
  user: Pick<RestUserSource, 'companyName' | 'fullName' | 'username' | 'showNameCompany'> & {
    professionalType?: RestSubtype | null;
  },
): string {
  const companyNamed = COMPANY_NAMED_TYPES.has(subtypeNumber(user.professionalType) ?? 0);
  const company = companyNamed && user.showNameCompany !== false ? nonEmpty(user.companyName) : null;
  return company ?? nonEmpty(user.fullName) ?? required(user.username, 'user.username');
}
