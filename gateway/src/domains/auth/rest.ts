import type { RestAnswer, RestBody, RestPath } from '../../rest/answers';
import type { RestCaller } from '../../rest/http';

/** A session: POST /api/auth/login (and verify-code-pre-registration, the same shape). */
export type RestSession = RestAnswer<'/api/auth/login', 'post'>;

/** A POST taking the body its path's document names, answering what it says. */
const post =
  <P extends RestPath>(rest: RestCaller, path: P) =>
  (body: RestBody<P, 'post'>) =>
    rest.post<RestAnswer<P, 'post'>>(path, body);

/** Auth calls of spec part 1 §7 (payload field names as documented). */
export function authRest(rest: RestCaller) {
  return {
    login: post(rest, '/api/auth/login'),
    sendRegistrationCode: post(rest, '/api/auth/send-verification-code-pre-registration'),
    verifyRegistrationCode: post(rest, '/api/auth/verify-code-pre-registration'),
    resendRegistrationCode: post(rest, '/api/auth/resend-code-pre-registration'),
    forgotPassword: post(rest, '/api/auth/forgot-password'),
    verifyForgotCode: post(rest, '/api/auth/verify-forgot-code'),
    resetPassword: post(rest, '/api/auth/reset-password'),
  };
}
