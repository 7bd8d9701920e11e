import type { MutationResolvers } from '../../__generated__/resolvers-types';
import { signInRequired, withUserErrors } from '../../errors';
import { institutionsRest, type RestInstitution } from './rest';

/** Refusals an account is told about (CONTRACT.md § Educational offers, Calls): bad input, not an institution. */
const REFUSALS = [400, 403];

export const Mutation: MutationResolvers = {
  /** Says whether the viewer's institution is public or private (1 REST call); it answers the directory's object. */
  setInstitutionType: (_root, { input }, ctx) => {
    if (!ctx.token) throw signInRequired();
    return withUserErrors<{ institution: RestInstitution | null; message: string | null }>(
      REFUSALS,
      async () => {
        const answer = await institutionsRest(ctx.rest).setType(input.centerType === 'PUBLIC' ? 'public' : 'private');
        ctx.loaders.institutions.forget();
        return { institution: answer.institution, message: answer.message };
      },
      { institution: null, message: null },
    );
  },
};
