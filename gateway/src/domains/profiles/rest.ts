import type { LogoKind, ProfileFileKind } from '../../__generated__/resolvers-types';
import type { RestAnswer, RestBody } from '../../rest/answers';
import type { RestCaller, RestFile } from '../../rest/http';
import type { FileRule } from '../../uploads/open-upload';
import type { RestUser } from '../users';

/** A CV or portfolio as PUT /api/users/cv and /api/users/portfolio answer it. */
export type RestCvAnswer = RestAnswer<'/api/users/cv', 'put'>;
export type RestPortfolioAnswer = RestAnswer<'/api/users/portfolio', 'put'>;

/**
 * Payload of PUT /api/users/profile: the onboarding fields sent. An explicit null is
 * passed on for the api to judge, as the client sent it (the api refuses it: 400,
 * which becomes a userError).
 */
export type RestProfileChanges = {
  [K in keyof RestBody<'/api/users/profile', 'put'>]?: RestBody<'/api/users/profile', 'put'>[K] | null;
};

/** The api's rule for CVs and portfolios (CONTRACT.md § Upload limits: 10 MB, its 413 message). */
export const PROFILE_PDF_FILE: FileRule = {
  field: 'file',
  maxBytes: 10 * 1024 * 1024,
  tooLarge: 'El archivo es demasiado grande. Máximo 10MB permitido.',
};

/** The api's rule for the logos of education and experience entries. */
export const LOGO_FILE: FileRule = {
  field: 'file',
  maxBytes: 10 * 1024 * 1024,
  tooLarge: 'El archivo es demasiado grande.',
};

const LOGO_PATHS: Record<LogoKind, '/api/users/institution-logo' | '/api/users/company-logo'> = {
  INSTITUTION: '/api/users/institution-logo',
  COMPANY: '/api/users/company-logo',
};

/**
 * Profile calls of part 2 §7 "Profile": the own profile's changes, another account's profile
 * and the profile's files.
 */
export function profilesRest(rest: RestCaller) {
  return {
    /** PUT /api/users/profile (bearer) */
    updateProfile: (changes: RestProfileChanges) =>
      rest.put<RestAnswer<'/api/users/profile', 'put'>>('/api/users/profile', changes),
    /** GET /api/users/profile/{username} (bearer): any case; the own username answers the own profile. */
    byUsername: (username: string) =>
      rest.get<RestAnswer<'/api/users/profile/{username}'> & RestUser>(
        `/api/users/profile/${encodeURIComponent(username)}`,
      ),
    /** PUT /api/users/cv or /api/users/portfolio (bearer, multipart `file`): a PDF. */
    uploadFile: (kind: ProfileFileKind, file: RestFile) =>
      kind === 'CV'
        ? rest.sendFiles<RestCvAnswer>('PUT', '/api/users/cv', [file])
        : rest.sendFiles<RestPortfolioAnswer>('PUT', '/api/users/portfolio', [file]),
    /** POST /api/users/institution-logo or /api/users/company-logo (bearer, multipart `file`): an image. */
    uploadLogo: (kind: LogoKind, file: RestFile) =>
      rest.sendFiles<RestAnswer<'/api/users/company-logo', 'post'>>('POST', LOGO_PATHS[kind], [file]),
  };
}
