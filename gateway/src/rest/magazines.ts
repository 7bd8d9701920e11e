import type { RestCaller } from './http';
import type { RestEnvelope, RestMagazine } from './types';

/** Magazine calls of spec part 2 §7. */
export function magazinesRest(rest: RestCaller) {
  return {
    /** GET /api/magazines */
    magazines: async () => (await rest.get<RestEnvelope<RestMagazine[]>>('/api/magazines')).data,
  };
}

export type MagazinesRest = ReturnType<typeof magazinesRest>;
