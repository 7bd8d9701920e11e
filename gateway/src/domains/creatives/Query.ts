import type { QueryCreativesArgs, QueryResolvers } from '../../__generated__/resolvers-types';
import { readWindow, toConnection, type ListPaging } from '../../relay/connections';

/** 9 cards a page (spec part 2 §10), up to the api's 50. */
const CREATIVES_PAGING: ListPaging = { cursor: 'offset', defaultFirst: 9, maxFirst: 50 };

/** A comma list of the non-blank values, or nothing. */
function commaList(values: readonly string[] | null | undefined): string | undefined {
  const kept = (values ?? []).map((value) => value.trim()).filter(Boolean);
  return kept.length > 0 ? kept.join(',') : undefined;
}

/** The filters as GET /api/users/creatives reads them (CONTRACT.md § Creatives); blanks left out. */
function listFilters(args: QueryCreativesArgs) {
  const text = (value: string | null | undefined) => value?.trim() || undefined;
  return {
    search: text(args.search),
    country: text(args.country),
    city: text(args.city),
    school: text(args.school),
    graduationYear: args.graduationYear ? String(args.graduationYear) : undefined,
    skills: commaList(args.skills),
    software: commaList(args.software),
    internships: args.internshipsOnly ? 'true' : undefined,
  };
}

export const Query: QueryResolvers = {
  // Public: asked without the token (the answer is the same for everyone).
  creatives: async (_root, args, { loaders }) => {
    const filters = listFilters(args);
    const { page, answer } = await readWindow(args, CREATIVES_PAGING, async (restPage, limit) => {
      const rest = await loaders.creatives.list.load({ ...filters, page: restPage, limit });
      return { items: rest.creatives, hasMore: rest.hasMore, total: rest.total, countries: rest.countries };
    });
    const connection = toConnection(answer, page, CREATIVES_PAGING, (card) => card._id);
    return { ...connection, countries: answer.countries };
  },
};
