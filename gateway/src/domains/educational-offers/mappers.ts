import type { RestEducationalOffer } from './rest';

/** The REST object behind each graph type of this domain (codegen `mappers`, found by codegen.ts). */
export type EducationalOfferMapper = RestEducationalOffer;

/** An edit waiting for review, with the offer's status (its form's). */
export type EducationalOfferChangesMapper = NonNullable<RestEducationalOffer['pendingChanges']> & {
  status: RestEducationalOffer['status'];
};

/** Either version of an offer's content. */
export type EducationalOfferContentMapper = EducationalOfferMapper | EducationalOfferChangesMapper;
