import type { JobOfferInput, MutationResolvers, SalaryRangeInput } from '../../__generated__/resolvers-types';
import type { GatewayContext } from '../../context';
import { GatewayRefusal, withUserErrors, type UserErrorDTO } from '../../errors';
import { fromGlobalId } from '../../relay/ids';
import type { RestFields } from '../../rest/http';
import { openUpload } from '../../uploads/open-upload';
import { jobTypeToRest, locationTypeToRest, responseTypeToRest, salaryPeriodToRest } from './enums';
import type { ApplicationMapper, JobOfferMapper } from './mappers';
import { jobOfferWritesRest, LOGO_FILE } from './rest';
import { loadOffer } from './viewer-offers';
import { signedIn } from '../../schema/signed-in';

/** The api's words for ids it does not know (CONTRACT.md § Job offers). */
const UNKNOWN_OFFER = 'Oferta no encontrada.';
const UNKNOWN_APPLICATION = 'Candidatura no encontrada.';
const BAD_STATUS = 'El valor del campo "status" no es válido.';

/** Refusals a person can be told about, by call (CONTRACT.md § Job offers, Calls). */
const FORM_REFUSALS = [400, 403, 404, 413];
const OWNER_REFUSALS = [400, 403, 404];
const APPLY_REFUSALS = [400, 403, 404, 409];
const SAVE_REFUSALS = [404];

type Payload<M> = Omit<M, 'userErrors'> & { userErrors?: UserErrorDTO[] };

/** The REST id behind a global ID of `type`; another type's ID is refused as unknown. */
function restIdOf(id: string, type: 'JobOffer' | 'Application', field: string): string {
  const resolved = fromGlobalId(id);
  if (resolved.type !== type)
    throw new GatewayRefusal(type === 'JobOffer' ? UNKNOWN_OFFER : UNKNOWN_APPLICATION, field);
  return resolved.internalID;
}

/** A change to an offer: what the request read of it, of the viewer's lists and applications, is read again. */
function forgetOffer({ loaders }: GatewayContext, offerId: string): void {
  const offers = loaders.jobOffers;
  offers.byId.clear(offerId);
  offers.detail.clear(offerId);
  offers.applicationsOf?.clear(offerId);
  offers.applicationById?.clearAll();
  for (const list of [offers.company, offers.saved, offers.applied]) list?.clearAll();
}

/**
 * The form as the api reads it (CONTRACT.md "The offer form"): texts as given, `""` for a
 * field set to null (it clears it), lists as JSON, enums as their REST values. Fields left
 * out are not sent: an edit keeps them.
 */
export function offerFields(input: JobOfferInput): RestFields {
  const fields: RestFields = {};
  const put = (name: string, value: string | null | undefined) => {
    if (value !== undefined) fields[name] = value ?? '';
  };
  const texts = [
    'position',
    'city',
    'country',
    'descriptionEmployer',
    'description',
    'requiredProfile',
    'companyName',
    'companyDescription',
    'expirationDate',
    'duration',
    'experience',
    'website',
    'contactName',
    'functions',
    'offered',
    'externalLink',
  ] as const;
  for (const name of texts) put(name, input[name]);
  put('jobType', input.jobType && jobTypeToRest(input.jobType));
  put('locationType', input.locationType && locationTypeToRest(input.locationType));
  put('experienceYears', input.experienceYears === undefined ? undefined : input.experienceYears?.toString());
  if (input.salary !== undefined) Object.assign(fields, salaryFields(input.salary));
  for (const name of ['isUrgent', 'isExternal'] as const) {
    put(name, input[name] === undefined ? undefined : input[name]?.toString());
  }
  for (const name of ['tags', 'hardSkills', 'softSkills'] as const) {
    if (input[name] !== undefined) fields[name] = JSON.stringify(input[name] ?? []);
  }
  if (input.extraQuestions !== undefined) {
    const questions = (input.extraQuestions ?? []).map(({ question, responseType }) => ({
      question,
      responseType: responseTypeToRest(responseType),
    }));
    fields.extraQuestions = JSON.stringify(questions);
  }
  return fields;
}

/** The range as the form's four fields; null sends both ends empty, which takes the salary away. */
function salaryFields(salary: SalaryRangeInput | null): Record<string, string> {
  if (!salary) return { salaryMin: '', salaryMax: '' };
  return {
    salaryMin: salary.min?.toString() ?? '',
    salaryMax: salary.max?.toString() ?? '',
    salaryCurrency: salary.currency ?? 'EUR',
    salaryPeriod: salaryPeriodToRest(salary.period ?? 'YEAR'),
  };
}

/** The logo to stream on to the api, when the form has one (an optional Upload may resolve to none). */
async function logoOf(input: JobOfferInput) {
  const file = await input.logo;
  return file ? openUpload(Promise.resolve(file), LOGO_FILE) : null;
}

type OfferPayload = Payload<{ offer: JobOfferMapper | null; message: string | null }>;
const NO_OFFER: OfferPayload = { offer: null, message: null };

/** Publishes an offer (1 REST call, the logo streamed): it awaits an operator. */
const createJobOffer: NonNullable<MutationResolvers['createJobOffer']> = signedIn(({ input }, ctx) =>
  withUserErrors<OfferPayload>(
    FORM_REFUSALS,
    async () => {
      const answer = await jobOfferWritesRest(ctx.rest).create(offerFields(input.offer), await logoOf(input.offer));
      for (const list of [ctx.loaders.jobOffers.company]) list?.clearAll();
      return { offer: ctx.loaders.jobOffers.prime(answer.offer), message: answer.message };
    },
    NO_OFFER,
  ),
);

/** Edits one of the viewer's offers (1 REST call): absent fields keep their value. */
const updateJobOffer: NonNullable<MutationResolvers['updateJobOffer']> = signedIn(({ input }, ctx) =>
  withUserErrors<OfferPayload>(
    FORM_REFUSALS,
    async () => {
      const offerId = restIdOf(input.offerId, 'JobOffer', 'offerId');
      const fields = offerFields(input.offer);
      const answer = await jobOfferWritesRest(ctx.rest).update(offerId, fields, await logoOf(input.offer));
      forgetOffer(ctx, offerId);
      return { offer: ctx.loaders.jobOffers.prime(answer.offer), message: answer.message };
    },
    NO_OFFER,
  ),
);

/** Deactivates one of the viewer's offers (1 REST call); CANCELLED is the only state an owner sets. */
const setJobOfferStatus: NonNullable<MutationResolvers['setJobOfferStatus']> = signedIn(({ input }, ctx) =>
  withUserErrors<OfferPayload>(
    OWNER_REFUSALS,
    async () => {
      const offerId = restIdOf(input.offerId, 'JobOffer', 'offerId');
      if (input.status !== 'CANCELLED') throw new GatewayRefusal(BAD_STATUS, 'status');
      const answer = await jobOfferWritesRest(ctx.rest).cancel(offerId);
      forgetOffer(ctx, offerId);
      return { offer: ctx.loaders.jobOffers.prime(answer.offer), message: answer.message };
    },
    NO_OFFER,
  ),
);

/** Deletes one of the viewer's offers with its applications and saves (1 REST call). */
const deleteJobOffer: NonNullable<MutationResolvers['deleteJobOffer']> = signedIn(({ input }, ctx) =>
  withUserErrors<Payload<{ deletedOfferId: string | null; message: string | null }>>(
    OWNER_REFUSALS,
    async () => {
      const offerId = restIdOf(input.offerId, 'JobOffer', 'offerId');
      const answer = await jobOfferWritesRest(ctx.rest).remove(offerId);
      forgetOffer(ctx, offerId);
      return { deletedOfferId: input.offerId, message: answer.message };
    },
    { deletedOfferId: null, message: null },
  ),
);

type ApplicationPayload = Payload<{ application: ApplicationMapper | null; message: string | null }>;

/**
 * Applies to an offer (1 REST call); the application's offer is read when asked (by-ids), and
 * its `viewerApplication` with one more call.
 */
const applyToJobOffer: NonNullable<MutationResolvers['applyToJobOffer']> = signedIn(({ input }, ctx) =>
  withUserErrors<ApplicationPayload>(
    APPLY_REFUSALS,
    async () => {
      const offerId = restIdOf(input.offerId, 'JobOffer', 'offerId');
      const answers = (input.answers ?? []).map(({ question, answer }) => ({ question, answer }));
      const answer = await jobOfferWritesRest(ctx.rest).apply(offerId, answers);
      forgetOffer(ctx, offerId);
      return { application: { ...answer.application, offerId }, message: answer.message };
    },
    { application: null, message: null },
  ),
);

/**
 * Selects or discards a candidate (3 REST calls): the application by id names its offer,
 * then the decision, then the owner's view of the offer with its new counts.
 */
const setApplicationStatus: NonNullable<MutationResolvers['setApplicationStatus']> = signedIn(({ input }, ctx) =>
  withUserErrors<
    Payload<{ application: ApplicationMapper | null; offer: JobOfferMapper | null; message: string | null }>
  >(
    OWNER_REFUSALS,
    async () => {
      const applicationId = restIdOf(input.applicationId, 'Application', 'applicationId');
      if (input.status === 'PENDING') throw new GatewayRefusal(BAD_STATUS, 'status');
      const found = await ctx.loaders.jobOffers.applicationById?.load(applicationId);
      if (!found) throw new GatewayRefusal(UNKNOWN_APPLICATION, 'applicationId');
      const status = input.status === 'ACCEPTED' ? 'accepted' : 'rejected';
      const answer = await jobOfferWritesRest(ctx.rest).reviewApplication(found.offerId, applicationId, status);
      forgetOffer(ctx, found.offerId);
      const offer = await ctx.loaders.jobOffers.detail.load(found.offerId);
      const application = { ...answer.application, offerId: found.offerId, offer: offer ?? undefined };
      return { application, offer, message: answer.message };
    },
    { application: null, offer: null, message: null },
  ),
);

type SavePayload = Payload<{ offer: JobOfferMapper | null; message: string | null }>;

/** Saves or unsaves an offer (1 REST call; the offer and the viewer's saved ids are read when asked). */
function saving(which: 'save' | 'unsave'): NonNullable<MutationResolvers['saveJobOffer']> {
  return signedIn(({ input }, ctx) =>
    withUserErrors<SavePayload>(
      SAVE_REFUSALS,
      async () => {
        const offerId = restIdOf(input.offerId, 'JobOffer', 'offerId');
        const answer = await jobOfferWritesRest(ctx.rest)[which](offerId);
        ctx.loaders.users.viewer?.clear();
        ctx.loaders.jobOffers.saved?.clearAll();
        return { offer: await loadOffer(offerId, ctx), message: answer.message };
      },
      { offer: null, message: null },
    ),
  );
}

export const Mutation: MutationResolvers = {
  createJobOffer,
  updateJobOffer,
  setJobOfferStatus,
  deleteJobOffer,
  applyToJobOffer,
  setApplicationStatus,
  saveJobOffer: saving('save'),
  unsaveJobOffer: saving('unsave'),
};
