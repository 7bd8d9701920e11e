import type { RestApplication, RestJobOffer } from './rest';

/** The REST object behind each graph type of this domain (codegen `mappers`, found by codegen.ts). */
export type JobOfferMapper = RestJobOffer;

/** An edit waiting for review, with the name shown for its publisher (the companyName fallback). */
export type JobOfferChangesMapper = NonNullable<RestJobOffer['pendingChanges']> & { publisherName: string };

/** Either version of an offer's content. */
export type JobOfferContentMapper = JobOfferMapper | JobOfferChangesMapper;

/**
 * An application: the candidate's view of it (their own: no `user`, the applicant is the
 * viewer) or the owner's (with the candidate), its offer's id, and the offer when the answer
 * it came from carried it whole, or that it was withdrawn.
 */
export type ApplicationMapper = Omit<RestApplication, 'user' | 'offerId' | 'offer' | 'offerWithdrawn'> & {
  offerId: string;
  user?: RestApplication['user'];
  offer?: RestJobOffer;
  /** The applicant's offer is no longer public: they are not shown it (issue 18). */
  offerWithdrawn?: boolean;
};

/** An answer as stored: the question, its type and the typed answer. */
export type ApplicationAnswerMapper = RestApplication['answers'][number];
