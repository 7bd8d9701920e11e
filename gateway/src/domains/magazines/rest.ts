import type { RestCaller } from '../../rest/http';
import type { RestEnvelope, RestMagazine } from '../../rest/types';

/** Magazine calls of spec part 2 §7. */
export function magazinesRest(rest: RestCaller) {
  return {
    /** GET /api/magazines */
    magazines: async () => (await rest.get<RestEnvelope<RestMagazine[]>>('/api/magazines')).data,
  };
}
