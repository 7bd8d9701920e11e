import type { UserResolvers } from '../__generated__/resolvers-types';
import type { GatewayContext } from '../context';
import { creativeTypeFromRest, professionalTypeFromRest, roleFromRest, subtypeNumber } from '../enums';
import { required } from '../errors';
import { toGlobalId } from '../relay/ids';
import type { RestUser, RestUserSource } from '../rest/types';

/**
 * A User's parent is the whole REST user or the part an answer embeds (an explorer
 * item carries username, city and picture). Each field reads the parent when it has
 * the field and asks the batched by-ids loader otherwise, so a query that stays
 * within the embedded fields costs no call at all.
 */
async function read<K extends keyof RestUser>(user: RestUserSource, key: K, ctx: GatewayContext) {
  const source = await ctx.loaders.users.withFields(user, [key]);
  return source[key];
}

/** Keys of the REST user that hold text. */
type TextKey = { [K in keyof RestUser]-?: RestUser[K] extends string | null | undefined ? K : never }[keyof RestUser];

/** A text field; String() because older records keep some (foundingYear) as numbers. */
const text =
  (key: TextKey) =>
  async (user: RestUserSource, _args: unknown, ctx: GatewayContext): Promise<string | null> => {
    const value = await read(user, key, ctx);
    return value === null || value === undefined ? null : String(value);
  };

/**
 * A fact only the account itself sees. The api sends it on the viewer's own answers
 * and never on anyone else's, so the by-ids loader cannot supply it: for a user met
 * elsewhere, compare with the viewer (one deduped call) instead of asking in vain.
 */
const privateFact =
  (key: 'email' | 'dateOfBirth' | 'referralSource') =>
  async (user: RestUserSource, _args: unknown, { loaders }: GatewayContext): Promise<string | null> => {
    const own = user[key];
    if (typeof own === 'string') return own;
    if (!loaders.viewer) return null;
    const viewer = await loaders.viewer.load();
    return viewer._id === user._id ? (viewer[key] ?? null) : null;
  };

/** Professional types whose company name is shown (spec part 1 §6). */
const COMPANY_NAMED_TYPES = new Set([1, 2, 4]);

function nonEmpty(value: string | null | undefined): string | null {
  return value?.trim() ? value : null;
}

/**
 * The name to show: the company name for professional types 1, 2 and 4 (spec part 1
 * §6), otherwise the full name, falling back to the username.
 */
export function displayNameOf(
  user: Pick<RestUserSource, 'professionalType' | 'companyName' | 'fullName' | 'username'>,
): string {
  const company = COMPANY_NAMED_TYPES.has(subtypeNumber(user.professionalType) ?? 0)
    ? nonEmpty(user.companyName)
    : null;
  return company ?? nonEmpty(user.fullName) ?? required(user.username, 'user.username');
}

export const User: UserResolvers = {
  id: (user) => toGlobalId('User', user._id),
  internalID: (user) => user._id,
  username: async (user, _args, ctx) => required(await read(user, 'username', ctx), 'user.username'),

  email: privateFact('email'),

  role: async (user, _args, ctx) => roleFromRest(await read(user, 'role', ctx)),
  creativeType: async (user, _args, ctx) => creativeTypeFromRest(await read(user, 'creativeType', ctx)),
  professionalType: async (user, _args, ctx) => professionalTypeFromRest(await read(user, 'professionalType', ctx)),
  isVerifiedProfessional: async (user, _args, ctx) => (await read(user, 'isVerificatedProfesional', ctx)) === true,
  fullName: text('fullName'),
  companyName: text('companyName'),

  displayName: async (user, _args, ctx) =>
    displayNameOf(
      await ctx.loaders.users.withFields(user, ['professionalType', 'companyName', 'fullName', 'username']),
    ),

  // The api stores dates of birth as YYYY-MM-DD; tolerate a full ISO timestamp.
  dateOfBirth: async (user, args, ctx) => (await privateFact('dateOfBirth')(user, args, ctx))?.slice(0, 10) ?? null,
  country: text('country'),
  city: text('city'),
  referralSource: privateFact('referralSource'),
  formationType: text('formationType'),
  institution: text('institution'),
  creativeOther: text('creativeOther'),
  foundingYear: text('foundingYear'),
  productServiceType: text('productServiceType'),
  agencyServices: text('agencyServices'),
  showNameCompany: async (user, _args, ctx) => (await read(user, 'showNameCompany', ctx)) ?? null,
  professionalTitle: text('professionalTitle'),
  bio: text('bio'),
  profileCompleted: async (user, _args, ctx) => (await read(user, 'profileCompleted', ctx)) === true,
  profilePicture: async (user, _args, ctx) => (await read(user, 'profile', ctx))?.profilePicture ?? null,
};
