import type { EducationalOfferInput, MutationResolvers } from '../../__generated__/resolvers-types';
import type { GatewayContext } from '../../context';
import { GatewayRefusal, withUserErrors, type UserErrorDTO } from '../../errors';
import { fromGlobalId } from '../../relay/ids';
import { openUpload } from '../../uploads/open-upload';
import { educationalOfferFields, keptFields } from './form';
import type { EducationalOfferMapper } from './mappers';
import { educationalOfferWritesRest, HEADER_IMAGE_FILE } from './rest';
import { signedIn } from '../../schema/signed-in';

/** The api's words for ids it does not know (CONTRACT.md § Educational offers, Visibility). */
const UNKNOWN_OFFER = 'No se encontró la oferta educativa.';
const BAD_STATUS = 'El valor del campo "status" no es válido.';

/** Refusals a person can be told about, by call (CONTRACT.md § Educational offers, Calls). */
const FORM_REFUSALS = [400, 403, 404, 413];
const OWNER_REFUSALS = [400, 403, 404];

type Payload<M> = Omit<M, 'userErrors'> & { userErrors?: UserErrorDTO[] };

/** The REST id behind an EducationalOffer's global ID; another type's ID is refused as unknown. */
function offerIdOf(id: string): string {
  const resolved = fromGlobalId(id);
  if (resolved.type !== 'EducationalOffer') throw new GatewayRefusal(UNKNOWN_OFFER, 'offerId');
  return resolved.internalID;
}

/** A change to an offer: what the request read of it and of the owner's list is read again. */
function forgetOffer({ loaders }: GatewayContext, offerId: string): void {
  loaders.educationalOffers.byId.clear(offerId);
  loaders.educationalOffers.detail.clear(offerId);
  loaders.educationalOffers.ownById?.clear(offerId);
  loaders.educationalOffers.own?.clearAll();
  loaders.educationalOffers.ofUser.clearAll();
}

/** The header image to stream on to the api, when the form has one (an optional Upload may resolve to none). */
async function headerImageOf(input: EducationalOfferInput) {
  const file = await input.headerImage;
  return file ? openUpload(Promise.resolve(file), HEADER_IMAGE_FILE) : null;
}

type OfferPayload = Payload<{ offer: EducationalOfferMapper | null; message: string | null }>;
const NO_OFFER: OfferPayload = { offer: null, message: null };

/** Publishes an offer (1 REST call, the header image streamed): it awaits an operator. */
const createEducationalOffer: NonNullable<MutationResolvers['createEducationalOffer']> = signedIn(({ input }, ctx) =>
  withUserErrors<OfferPayload>(
    FORM_REFUSALS,
    async () => {
      const writes = educationalOfferWritesRest(ctx.rest);
      const answer = await writes.create(educationalOfferFields(input.offer), await headerImageOf(input.offer));
      ctx.loaders.educationalOffers.own?.clearAll();
      return { offer: ctx.loaders.educationalOffers.prime(answer.offer), message: answer.message };
    },
    NO_OFFER,
  ),
);

/**
 * Replaces one of the viewer's offers (2 REST calls: the offer as it is, for the fields the graph's
 * form does not hold, then the edit): every field, the header image only when one is sent.
 */
const updateEducationalOffer: NonNullable<MutationResolvers['updateEducationalOffer']> = signedIn(({ input }, ctx) =>
  withUserErrors<OfferPayload>(
    FORM_REFUSALS,
    async () => {
      const offerId = offerIdOf(input.offerId);
      const writes = educationalOfferWritesRest(ctx.rest);
      // Unknown to the caller: the api's own 404 or 403 answers the edit.
      const current = await ctx.loaders.educationalOffers.detail.load(offerId);
      const fields = { ...(current ? keptFields(current) : {}), ...educationalOfferFields(input.offer) };
      const answer = await writes.update(offerId, fields, await headerImageOf(input.offer));
      forgetOffer(ctx, offerId);
      return { offer: ctx.loaders.educationalOffers.prime(answer.offer), message: answer.message };
    },
    NO_OFFER,
  ),
);

/** Deactivates one of the viewer's offers (1 REST call); CANCELLED is the only state an owner sets. */
const setEducationalOfferStatus: NonNullable<MutationResolvers['setEducationalOfferStatus']> = signedIn(
  ({ input }, ctx) =>
    withUserErrors<OfferPayload>(
      OWNER_REFUSALS,
      async () => {
        const offerId = offerIdOf(input.offerId);
        if (input.status !== 'CANCELLED') throw new GatewayRefusal(BAD_STATUS, 'status');
        const answer = await educationalOfferWritesRest(ctx.rest).cancel(offerId);
        forgetOffer(ctx, offerId);
        return { offer: ctx.loaders.educationalOffers.prime(answer.offer), message: answer.message };
      },
      NO_OFFER,
    ),
);

/** Deletes one of the viewer's offers (1 REST call). */
const deleteEducationalOffer: NonNullable<MutationResolvers['deleteEducationalOffer']> = signedIn(({ input }, ctx) =>
  withUserErrors<Payload<{ deletedOfferId: string | null; message: string | null }>>(
    OWNER_REFUSALS,
    async () => {
      const offerId = offerIdOf(input.offerId);
      const answer = await educationalOfferWritesRest(ctx.rest).remove(offerId);
      forgetOffer(ctx, offerId);
      return { deletedOfferId: input.offerId, message: answer.message };
    },
    { deletedOfferId: null, message: null },
  ),
);

export const Mutation: MutationResolvers = {
  createEducationalOffer,
  updateEducationalOffer,
  setEducationalOfferStatus,
  deleteEducationalOffer,
};
