import type { RestAnswer } from '../../rest/answers';
import type { RestCaller } from '../../rest/http';

/** The export as the api answers it (CONTRACT.md § Data export). */
export type RestDataExport = NonNullable<RestAnswer<'/api/users/data-export'>['export']>;

/** The data export calls, with the caller's token. */
export function dataExportRest(rest: RestCaller) {
  return {
    /** GET /api/users/data-export */
    current: async () => (await rest.get<RestAnswer<'/api/users/data-export'>>('/api/users/data-export')).export,
    /** POST /api/users/data-export */
    request: () => rest.post<RestAnswer<'/api/users/data-export', 'post'>>('/api/users/data-export', {}),
  };
}
