import type { UserResolvers } from '../../__generated__/resolvers-types';
import type { GatewayContext } from '../../context';
import { beyondCard, isViewerUser, privateFact, type RestUser, type RestUserSource } from '../users';
import {
  contractOf,
  educationEntry,
  experienceEntry,
  milestone,
  profileFile,
  socialOf,
  textOrNull,
  workplaceOf,
} from './cv';

/**
 * The profile's fields of a User (part 2 §2 Own profile view, External profile). Every
 * answer that carries a whole user carries them (the profiles, by-ids), so a user met as a
 * part (a card, a post's author) reads them from the one batched by-ids call.
 */
function whole<K extends keyof RestUser>(user: RestUserSource, keys: readonly K[], ctx: GatewayContext) {
  return ctx.loaders.users.byId.withFields(user, keys);
}

/** A list of texts; older records may hold none (null). */
const texts =
  (key: 'professionalTags' | 'companyTags' | 'skills' | 'software' | 'languages') =>
  async (user: RestUserSource, _args: unknown, ctx: GatewayContext): Promise<string[]> =>
    (await whole(user, [key], ctx))[key] ?? [];

/** Nothing a card shows of the CV's flags (issue 18): every one false. */
const NO_CONTRACT = contractOf(null);
const NO_WORKPLACE = workplaceOf(null);
const NO_SOCIAL = socialOf(null);

export const User: UserResolvers = {
  // Both REST names hold the summary section; the editor writes biography.
  summary: beyondCard(null, async (user: RestUserSource, _args, ctx) => {
    const source = await whole(user, ['biography', 'professionalSummary'], ctx);
    return textOrNull(source.biography) ?? textOrNull(source.professionalSummary);
  }),
  // A card shows the tags and an institution's website; the rest is for signed-in viewers.
  professionalTags: texts('professionalTags'),
  companyTags: texts('companyTags'),
  website: async (user, _args, ctx) => textOrNull((await whole(user, ['sitioWeb'], ctx)).sitioWeb),
  offersInternships: beyondCard(
    false,
    async (user: RestUserSource, _args, ctx) => (await whole(user, ['offersPractices'], ctx)).offersPractices === true,
  ),
  education: beyondCard([], async (user: RestUserSource, _args, ctx) =>
    ((await whole(user, ['education'], ctx)).education ?? []).map(educationEntry),
  ),
  experience: beyondCard([], async (user: RestUserSource, _args, ctx) =>
    ((await whole(user, ['professionalFormation'], ctx)).professionalFormation ?? []).map(experienceEntry),
  ),
  skills: texts('skills'),
  software: beyondCard([], texts('software')),
  languages: beyondCard([], texts('languages')),
  contract: beyondCard(NO_CONTRACT, async (user: RestUserSource, _args, ctx) =>
    contractOf((await whole(user, ['contract'], ctx)).contract ?? null),
  ),
  workplace: beyondCard(NO_WORKPLACE, async (user: RestUserSource, _args, ctx) =>
    workplaceOf((await whole(user, ['locationType'], ctx)).locationType ?? null),
  ),
  social: beyondCard(NO_SOCIAL, async (user: RestUserSource, _args, ctx) =>
    socialOf((await whole(user, ['social'], ctx)).social ?? null),
  ),
  milestones: beyondCard([], async (user: RestUserSource, _args, ctx) =>
    ((await whole(user, ['professionalMilestones'], ctx)).professionalMilestones ?? []).map(milestone),
  ),
  cv: beyondCard(null, async (user: RestUserSource, _args, ctx) => {
    const source = await whole(user, ['cvUrl', 'cvFileName'], ctx);
    return profileFile(source.cvUrl ?? null, source.cvFileName ?? null, 'cv.pdf');
  }),
  portfolio: beyondCard(null, async (user: RestUserSource, _args, ctx) => {
    const source = await whole(user, ['portfolioUrl', 'portfolioFileName'], ctx);
    return profileFile(source.portfolioUrl ?? null, source.portfolioFileName ?? null, 'portfolio.pdf');
  }),
  signsInWithGoogle: async (user, _args, ctx) => privateFact(user, 'hasGoogle', ctx),
  isViewer: (user, _args, ctx) => isViewerUser(user, ctx),
};
