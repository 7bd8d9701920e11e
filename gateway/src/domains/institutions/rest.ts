import type { RestAnswer } from '../../rest/answers';
import type { RestCaller } from '../../rest/http';

type InstitutionsAnswer = RestAnswer<'/api/offers/educational/institutions'>;
type SetTypeAnswer = RestAnswer<'/api/educational-offers/institution', 'put'>;

/** The institution object of CONTRACT.md § Educational offers and institutions. */
export type RestInstitution = InstitutionsAnswer['institutions'][number];

/** The api's largest page of institutions. */
const MAX_LIMIT = 100;

/** Institution calls (CONTRACT.md § Educational offers and institutions). */
export function institutionsRest(rest: RestCaller) {
  const page = (number: number) =>
    rest.get<InstitutionsAnswer>('/api/offers/educational/institutions', { page: number, limit: MAX_LIMIT });
  return {
    /**
     * GET /api/offers/educational/institutions?page&limit=100, every page: the api filters
     * nothing, so the gateway filters the whole directory (one call while it holds ≤ 100).
     */
    all: async (): Promise<RestInstitution[]> => {
      const items: RestInstitution[] = [];
      for (let number = 1; ; number += 1) {
        const answer = await page(number);
        items.push(...answer.institutions);
        if (!answer.hasMore) return items;
      }
    },
    /** PUT /api/educational-offers/institution {type} (bearer, extension): the caller's centre type. */
    setType: (type: RestInstitution['type']) =>
      rest.put<SetTypeAnswer>('/api/educational-offers/institution', { type }),
  };
}
