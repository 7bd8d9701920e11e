import type { RestAnswer, RestBody } from '../../rest/answers';
import type { RestCaller } from '../../rest/http';

export type RestPasswordChange = RestBody<'/api/users/change-password', 'put'>;
export type RestEmailChange = RestBody<'/api/users/email', 'put'>;
export type RestAccountDeletion = RestBody<'/api/users/profile', 'delete'>;

/** Account settings calls of part 2 §7 "Profile" (configuracion). */
export function accountRest(rest: RestCaller) {
  return {
    /** PUT /api/users/change-password (bearer): answers the session's new token. */
    changePassword: (body: RestPasswordChange) =>
      rest.put<RestAnswer<'/api/users/change-password', 'put'>>('/api/users/change-password', body),
    /** PUT /api/users/email (bearer): answers the session's new token. */
    changeEmail: (body: RestEmailChange) => rest.put<RestAnswer<'/api/users/email', 'put'>>('/api/users/email', body),
    /** DELETE /api/users/profile (bearer): the account and everything it owned, once the password is checked. */
    deleteAccount: (body: RestAccountDeletion) =>
      rest.delete<RestAnswer<'/api/users/profile', 'delete'>>('/api/users/profile', body),
  };
}
