import type { RestAnswer } from '../../rest/answers';
import type { paths } from '../../rest/__generated__/api';
import type { RestCaller } from '../../rest/http';
import type { RestPageAnswer } from '../../relay/connections';

type InstitutionsAnswer = RestAnswer<'/api/offers/educational/institutions'>;
type InstitutionsQuery = paths['/api/offers/educational/institutions']['get']['parameters']['query'];
type SetTypeAnswer = RestAnswer<'/api/educational-offers/institution', 'put'>;

/** The institution object of CONTRACT.md § Educational offers and institutions. */
export type RestInstitution = InstitutionsAnswer['institutions'][number];

/** The directory's filters as the api reads them (extension, CONTRACT.md § The institution object). */
export type RestInstitutionFilters = Omit<InstitutionsQuery, 'page' | 'limit'>;

/** Institution calls (CONTRACT.md § Educational offers and institutions). */
export function institutionsRest(rest: RestCaller) {
  return {
    /**
     * GET /api/offers/educational/institutions?filters&page&limit: one page of the institutions
     * that pass the filters, by name, with how many pass (the api filters and pages).
     */
    list: async (query: InstitutionsQuery): Promise<RestPageAnswer<RestInstitution> & { total: number }> => {
      const answer = await rest.get<InstitutionsAnswer>('/api/offers/educational/institutions', query);
      return { items: answer.institutions, hasMore: answer.hasMore, total: answer.total };
    },
    /** PUT /api/educational-offers/institution {type} (bearer, extension): the caller's centre type. */
    setType: (type: RestInstitution['type']) =>
      rest.put<SetTypeAnswer>('/api/educational-offers/institution', { type }),
  };
}
