import type { UserResolvers } from '../../__generated__/resolvers-types';
import type { GatewayContext } from '../../context';
import { required } from '../../errors';
import { toGlobalId } from '../../relay/ids';
import { asNode, type NodeRefetch } from '../../relay/node';
import { beyondCard } from './card';
import { DISPLAY_NAME_FIELDS, displayNameOf } from './display-name';
import { creativeTypeFromRest, professionalTypeFromRest, roleFromRest } from './enums';
import type { RestUser, RestUserSource } from './rest';
import { isViewerUser } from './viewer-relation';

/**
 * A User's parent is the whole REST user or the part an answer embeds (an explorer
 * item carries username, city and picture). Each field reads the parent when it has
 * the field and asks the batched by-ids loader otherwise, so a query that stays
 * within the embedded fields costs no call at all.
 */
async function read<K extends keyof RestUser>(user: RestUserSource, key: K, ctx: GatewayContext) {
  const source = await ctx.loaders.users.byId.withFields(user, [key]);
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

/** A text field a card does not show: null for anonymous visitors (issue 18). */
const textBeyondCard = (key: TextKey) => beyondCard(null, text(key));

/** The facts only the account itself sees, as its own answers carry them. */
interface PrivateFacts {
  email: string;
  dateOfBirth: string;
  referralSource: string;
  hasGoogle: boolean;
}

/**
 * A fact only the account itself sees. The api sends it on the viewer's own answers
 * (null where unset) and never on anyone else's, so the by-ids loader cannot supply it:
 * for a user met elsewhere, the viewer's own answer has it when the user is the viewer.
 */
export async function privateFact<K extends keyof PrivateFacts>(
  user: RestUserSource,
  key: K,
  ctx: GatewayContext,
): Promise<PrivateFacts[K] | null> {
  // The REST user types each of these keys as PrivateFacts does, optional and nullable.
  const own = user[key] as PrivateFacts[K] | null | undefined;
  if (own !== undefined) return own;
  if (!ctx.loaders.users.viewer || !(await isViewerUser(user, ctx))) return null;
  return ((await ctx.loaders.users.viewer.load())[key] as PrivateFacts[K] | null | undefined) ?? null;
}

const privateText =
  (key: 'email' | 'dateOfBirth' | 'referralSource') =>
  async (user: RestUserSource, _args: unknown, ctx: GatewayContext): Promise<string | null> =>
    (await privateFact(user, key, ctx)) ?? null;

export const User: UserResolvers = {
  id: (user) => toGlobalId('User', user._id),
  internalID: (user) => user._id,
  username: async (user, _args, ctx) => required(await read(user, 'username', ctx), 'user.username'),

  email: privateText('email'),

  role: async (user, _args, ctx) => roleFromRest(await read(user, 'role', ctx)),
  creativeType: async (user, _args, ctx) => creativeTypeFromRest(await read(user, 'creativeType', ctx)),
  professionalType: async (user, _args, ctx) => professionalTypeFromRest(await read(user, 'professionalType', ctx)),
  isVerifiedProfessional: beyondCard(
    false,
    async (user: RestUserSource, _args, ctx) => (await read(user, 'isVerificatedProfesional', ctx)) === true,
  ),
  fullName: text('fullName'),
  companyName: text('companyName'),

  displayName: async (user, _args, ctx) =>
    displayNameOf(await ctx.loaders.users.byId.withFields(user, DISPLAY_NAME_FIELDS)),

  // The api stores dates of birth as YYYY-MM-DD; tolerate a full ISO timestamp.
  dateOfBirth: async (user, _args, ctx) => (await privateFact(user, 'dateOfBirth', ctx))?.slice(0, 10) ?? null,
  country: text('country'),
  city: text('city'),
  referralSource: privateText('referralSource'),
  formationType: textBeyondCard('formationType'),
  institution: textBeyondCard('institution'),
  creativeOther: textBeyondCard('creativeOther'),
  foundingYear: textBeyondCard('foundingYear'),
  productServiceType: textBeyondCard('productServiceType'),
  agencyServices: textBeyondCard('agencyServices'),
  showNameCompany: async (user, _args, ctx) => (await read(user, 'showNameCompany', ctx)) ?? null,
  professionalTitle: text('professionalTitle'),
  bio: textBeyondCard('bio'),
  profileCompleted: beyondCard(
    false,
    async (user: RestUserSource, _args, ctx) => (await read(user, 'profileCompleted', ctx)) === true,
  ),
  profilePicture: async (user, _args, ctx) => (await read(user, 'profile', ctx))?.profilePicture ?? null,
};

/**
 * With a token the viewer is read first: Relay refetches the signed-in user's own lists
 * (community, portfolio) by its id, and only the viewer's own answer says it is the viewer
 * (so its lists cost no second look at who asks). A token the api refuses leaves public
 * fields readable, as without a token.
 */
export const refetchUser: NodeRefetch<'User'> = async (id, { loaders }) => {
  const viewer = await loaders.users.viewer?.load().catch(() => null);
  return asNode('User', viewer?._id === id ? viewer : await loaders.users.byId.load(id));
};
