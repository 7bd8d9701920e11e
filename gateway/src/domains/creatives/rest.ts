import type { RestAnswer } from '../../rest/answers';
import type { RestCaller, RestQuery } from '../../rest/http';

/** GET /api/users/creatives's answer (CONTRACT.md § Creatives). */
export type RestCreativesAnswer = RestAnswer<'/api/users/creatives'>;

/** A creative's card: the user summary, its tags and the newest post's main image. */
export type RestCreativeCard = RestCreativesAnswer['creatives'][number];

/** The creatives directory of part 2 §7 with the extensions of CONTRACT.md. */
export function creativesRest(rest: RestCaller) {
  return {
    /** GET /api/users/creatives?page&limit&filters: public, newest work first. */
    list: (query: RestQuery) => rest.get<RestCreativesAnswer>('/api/users/creatives', query),
  };
}
