import type { ApplicationAnswerResolvers, ApplicationResolvers } from '../../__generated__/resolvers-types';
import { required } from '../../errors';
import { toGlobalId } from '../../relay/ids';
import { asNode, type NodeRefetch } from '../../relay/node';
import { applicationStatusFromRest, responseTypeFromRest } from './enums';
import { loadOffer } from './viewer-offers';

/** An application: seen by its applicant and by its offer's owner only (the api answers no one else). */
export const Application: ApplicationResolvers = {
  id: (application) => toGlobalId('Application', application._id),
  internalID: (application) => application._id,
  status: (application) => applicationStatusFromRest(application.status),
  // The owner's answers carry the candidate, recorded so that their profile costs no call;
  // the applicant's own carry none: the applicant is the viewer.
  applicant: async (application, _args, { loaders }) => {
    if (!application.user) return required(loaders.users.viewer, 'viewer loader').load();
    loaders.users.byId.primePart(application.user);
    return application.user;
  },
  // A withdrawn offer is not read again: its applicant sees 'Oferta retirada', never its content.
  offer: async (application, _args, ctx) => {
    if (application.offerWithdrawn) return null;
    return application.offer ?? (await loadOffer(application.offerId, ctx));
  },
};

/** Numbers in decimal, booleans as `true` / `false`: the answer as text. */
export const ApplicationAnswer: ApplicationAnswerResolvers = {
  responseType: (answer) => responseTypeFromRest(answer.responseType),
  answer: (answer) => String(answer.answer),
};

/** By id, for the applicant or the offer's owner: one batched call for every application of a request, their offers included. */
export const refetchApplication: NodeRefetch<'Application'> = async (id, { loaders }) =>
  asNode('Application', (await loaders.jobOffers.applicationById?.load(id)) ?? null);
