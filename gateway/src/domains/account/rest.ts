import type { RestAnswer, RestBody } from '../../rest/answers';
import type { RestCaller } from '../../rest/http';

export type RestPasswordChange = RestBody<'/api/users/change-password', 'put'>;
export type RestEmailChange = RestBody<'/api/users/email', 'put'>;
export type RestEmailConfirmation = RestBody<'/api/users/email/confirm', 'post'>;
export type RestAccountDeletion = RestBody<'/api/users/profile', 'delete'>;

/** Account settings calls of part 2 §7 "Profile" (configuracion). */
export function accountRest(rest: RestCaller) {
  return {
    /** PUT /api/users/change-password (bearer): answers the session's new token. */
    changePassword: (body: RestPasswordChange) =>
      rest.put<RestAnswer<'/api/users/change-password', 'put'>>('/api/users/change-password', body),
    /** PUT /api/users/email (bearer): mails a code to the new address; nothing changes yet. */
    changeEmail: (body: RestEmailChange) => rest.put<RestAnswer<'/api/users/email', 'put'>>('/api/users/email', body),
    /** POST /api/users/email/confirm (bearer): makes the change; answers the session's new token. */
    confirmEmailChange: (body: RestEmailConfirmation) =>
      rest.post<RestAnswer<'/api/users/email/confirm', 'post'>>('/api/users/email/confirm', body),
    /** DELETE /api/users/profile (bearer): the account and everything it owned, once the password is checked. */
    deleteAccount: (body: RestAccountDeletion) =>
      rest.delete<RestAnswer<'/api/users/profile', 'delete'>>('/api/users/profile', body),
  };
}
