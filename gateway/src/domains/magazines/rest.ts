import type { RestAnswer } from '../../rest/answers';
import type { RestCaller } from '../../rest/http';

/** A magazine of GET /api/magazines. */
export type RestMagazine = RestAnswer<'/api/magazines'>['data'][number];

/** Magazine calls of spec part 2 §7. */
export function magazinesRest(rest: RestCaller) {
  return {
    /** GET /api/magazines */
    magazines: async () => (await rest.get<RestAnswer<'/api/magazines'>>('/api/magazines')).data,
  };
}
