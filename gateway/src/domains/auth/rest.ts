import type { RestCaller } from '../../rest/http';
import type { RestMessage, RestSession } from '../../rest/types';

/** Auth calls of spec part 1 §7 (payload field names as documented). */
export function authRest(rest: RestCaller) {
  return {
    /** POST /api/auth/login */
    login: (body: { email: string; password: string }) => rest.post<RestSession>('/api/auth/login', body),
    /** POST /api/auth/send-verification-code-pre-registration */
    sendRegistrationCode: (body: {
      username: string;
      email: string;
      password: string;
      confirmPassword: string;
      acceptedTerms: boolean;
    }) => rest.post<RestMessage>('/api/auth/send-verification-code-pre-registration', body),
    /** POST /api/auth/verify-code-pre-registration */
    verifyRegistrationCode: (body: { email: string; code: string }) =>
      rest.post<RestSession>('/api/auth/verify-code-pre-registration', body),
    /** POST /api/auth/resend-code-pre-registration */
    resendRegistrationCode: (body: { email: string }) =>
      rest.post<RestMessage>('/api/auth/resend-code-pre-registration', body),
    /** POST /api/auth/forgot-password */
    forgotPassword: (body: { email: string }) => rest.post<RestMessage>('/api/auth/forgot-password', body),
    /** POST /api/auth/verify-forgot-code */
    verifyForgotCode: (body: { email: string; code: string }) =>
      rest.post<RestMessage>('/api/auth/verify-forgot-code', body),
    /** POST /api/auth/reset-password */
    resetPassword: (body: { email: string; code: string; newPassword: string }) =>
      rest.post<RestMessage>('/api/auth/reset-password', body),
  };
}
