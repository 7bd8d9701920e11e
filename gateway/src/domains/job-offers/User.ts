import type { UserResolvers } from '../../__generated__/resolvers-types';
import { readWindow, toConnection } from '../../relay/connections';
import { isViewerUser, offersConnection } from '../users';
import { appliedApplication } from './applications';
import { offerStatusToRest } from './enums';
import { OFFER_LIST_PAGING } from './paging';

export const User: UserResolvers = {
  jobOffers: (user, args, ctx) =>
    offersConnection('job', user, args, ctx, (username, page, limit) =>
      ctx.loaders.jobOffers.ofUser.load({ username, page, limit }),
    ),

  // The viewer's own lists: the api answers the caller's, whoever is asked about, so anyone else's is null.
  managedJobOffers: async (user, { status, statuses, internshipsOnly, ...args }, ctx) => {
    const company = ctx.loaders.jobOffers.company;
    if (!company || !(await isViewerUser(user, ctx))) return null;
    const wanted = statuses ?? (status ? [status] : []);
    const filters = {
      // The api takes several statuses comma-separated (CONTRACT.md, an extension); none: every status.
      status: wanted.length > 0 ? [...new Set(wanted.map(offerStatusToRest))].join(',') : undefined,
      practicas: internshipsOnly ? 'true' : undefined,
    };
    const { page, answer } = await readWindow(args, OFFER_LIST_PAGING, (restPage, limit) =>
      company.load({ ...filters, page: restPage, limit }),
    );
    return toConnection(answer, page, OFFER_LIST_PAGING, (offer) => offer._id);
  },
  savedJobOffers: async (user, args, ctx) => {
    const saved = ctx.loaders.jobOffers.saved;
    if (!saved || !(await isViewerUser(user, ctx))) return null;
    const { page, answer } = await readWindow(args, OFFER_LIST_PAGING, (restPage, limit) =>
      saved.load({ page: restPage, limit }),
    );
    const connection = toConnection(answer, page, OFFER_LIST_PAGING, (offer) => offer._id);
    return { ...connection, edges: connection.edges.map((edge) => ({ ...edge, savedAt: edge.node.savedAt })) };
  },
  jobApplications: async (user, args, ctx) => {
    const applied = ctx.loaders.jobOffers.applied;
    if (!applied || !(await isViewerUser(user, ctx))) return null;
    const { page, answer } = await readWindow(args, OFFER_LIST_PAGING, (restPage, limit) =>
      applied.load({ page: restPage, limit }),
    );
    const applications = { ...answer, items: answer.items.map(appliedApplication) };
    return toConnection(applications, page, OFFER_LIST_PAGING, (application) => application._id);
  },
};
