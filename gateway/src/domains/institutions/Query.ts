import type { QueryResolvers } from '../../__generated__/resolvers-types';
import { readWindow, toConnection, type ListPaging } from '../../relay/connections';
import { institutionFilters } from './filters';

/** 20 a page by default, up to 50; the api pages up to 100. */
const INSTITUTION_PAGING: ListPaging = { cursor: 'offset', defaultFirst: 20, maxFirst: 50, maxLimit: 100 };

export const Query: QueryResolvers = {
  // Public: asked without the token. The api filters, counts and pages; one REST call a page.
  institutions: async (_root, args, { loaders }) => {
    const filters = institutionFilters(args);
    const { page, answer } = await readWindow(args, INSTITUTION_PAGING, (restPage, limit) =>
      loaders.institutions.list.load({ ...filters, page: restPage, limit }),
    );
    return toConnection(answer, page, INSTITUTION_PAGING, (institution) => institution._id);
  },
};
