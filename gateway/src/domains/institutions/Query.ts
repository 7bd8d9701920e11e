import type { QueryResolvers } from '../../__generated__/resolvers-types';
import { sliceList, toConnection, toRestPage, type ListPaging } from '../../relay/connections';
import { filterInstitutions } from './filters';

/** 20 a page by default, up to 50. */
const INSTITUTION_PAGING: ListPaging = { cursor: 'offset', defaultFirst: 20, maxFirst: 50 };

export const Query: QueryResolvers = {
  // Public: asked without the token. The api answers the whole directory unfiltered, so the
  // filters run here, on the server, and the web only sends arguments.
  institutions: async (_root, args, { loaders }) => {
    const page = toRestPage(args, INSTITUTION_PAGING);
    const matching = filterInstitutions(await loaders.institutions.all(), args);
    return toConnection(sliceList(matching, page), page, INSTITUTION_PAGING, (institution) => institution._id);
  },
};
