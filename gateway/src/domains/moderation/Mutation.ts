import type { MutationResolvers } from '../../__generated__/resolvers-types';
import type { GatewayContext } from '../../context';
import { GatewayRefusal, signInRequired, withUserErrors } from '../../errors';
import { fromGlobalId, toGlobalId } from '../../relay/ids';
import type { RestJobOffer } from '../job-offers';
import type { RestUserSource } from '../users';
import { moderationRest, type OfferDecision } from './rest';

/** Refusals an operator (or someone who is not one) is told about: 403, unknown ids, a state that forbids it. */
const REFUSALS = [400, 403, 404, 409];
const UNKNOWN_OFFER = 'Oferta no encontrada.';
const UNKNOWN_USER = 'Usuario no encontrado.';

/** The payloads' fields but their userErrors (withUserErrors adds them). */
type OfferPayload = { offerId: string | null; jobOffer: RestJobOffer | null; message: string | null };
type VerifyPayload = { user: RestUserSource | null; message: string | null };

type OfferType = 'JobOffer' | 'EducationalOffer';

/** The REST id of a JobOffer's or EducationalOffer's global ID; any other ID is an unknown offer. */
function offerIdOf(id: string): { internalID: string; type: OfferType } {
  const resolved = fromGlobalId(id);
  if (resolved.type !== 'JobOffer' && resolved.type !== 'EducationalOffer') {
    throw new GatewayRefusal(UNKNOWN_OFFER, 'offerId');
  }
  return { internalID: resolved.internalID, type: resolved.type };
}

/** The queues read in this request are stale after a decision. */
function forgetQueues({ loaders }: GatewayContext): void {
  loaders.moderation.jobOffers?.clearAll();
  loaders.moderation.educationalOffers?.clearAll();
  loaders.moderation.professionals?.clearAll();
}

function decide(decision: OfferDecision): NonNullable<MutationResolvers['approveOffer']> {
  return (_root, { input }, ctx) => {
    if (!ctx.token) throw signInRequired();
    return withUserErrors<OfferPayload>(
      REFUSALS,
      async () => {
        const { internalID, type } = offerIdOf(input.offerId);
        const answer = await moderationRest(ctx.rest).decide(internalID, decision, input.revision);
        forgetQueues(ctx);
        // An offer approved is public: a job offer is read through the batched public reads, as any
        // list would (an earlier read in this request, before the decision, is stale).
        const offers = answer.offer.kind === 'job' ? ctx.loaders.jobOffers : ctx.loaders.educationalOffers;
        offers.byId.clear(answer.offer._id);
        const jobOffer =
          answer.offer.kind === 'job' && answer.offer.status === 'accepted'
            ? await ctx.loaders.jobOffers.byId.load(answer.offer._id)
            : null;
        return { offerId: toGlobalId(type, answer.offer._id), jobOffer, message: answer.message };
      },
      { offerId: null, jobOffer: null, message: null },
    );
  };
}

const verifyProfessional: NonNullable<MutationResolvers['verifyProfessional']> = (_root, { input }, ctx) => {
  if (!ctx.token) throw signInRequired();
  return withUserErrors<VerifyPayload>(
    REFUSALS,
    async () => {
      const resolved = fromGlobalId(input.userId);
      if (resolved.type !== 'User') throw new GatewayRefusal(UNKNOWN_USER, 'userId');
      const answer = await moderationRest(ctx.rest).verify(resolved.internalID);
      forgetQueues(ctx);
      return { user: answer.user, message: answer.message };
    },
    { user: null, message: null },
  );
};

export const Mutation: MutationResolvers = {
  approveOffer: decide('approve'),
  rejectOffer: decide('reject'),
  verifyProfessional,
};
