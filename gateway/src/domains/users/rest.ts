import type { Source } from '../../loaders/source-loader';
import type { RestAnswer } from '../../rest/answers';
import type { RestCaller, RestFile } from '../../rest/http';
import type { FileRule } from '../../uploads/open-upload';

/**
 * The user object (CONTRACT.md): GET /api/users/profile, and each user of by-ids (without the
 * private facts; for an anonymous caller its card only, the other fields absent: issue 18).
 */
export type RestUser = RestAnswer<'/api/users/profile'>;

/**
 * A user as some answer carries it: the whole REST user, or the part of it that an
 * embedding answer includes (a post's author, an explorer item's user). Fields the
 * part lacks are `undefined` (not null) and are fetched only when a query asks.
 */
export type RestUserSource = Source<RestUser>;

export type RestRole = NonNullable<RestUser['role']>;

/** The api's by-ids call takes at most this many ids (CONTRACT.md). */
export const MAX_USER_IDS = 100;

/** The api's rule for the profile picture (CONTRACT.md § Upload limits: 10 MB, its 413 message). */
export const PROFILE_PICTURE_FILE: FileRule = {
  field: 'file',
  maxBytes: 10 * 1024 * 1024,
  tooLarge: 'El archivo es demasiado grande.',
};

/** User calls of spec part 1 §7 and the by-ids extension of CONTRACT.md. */
export function usersRest(rest: RestCaller) {
  return {
    /** GET /api/users/profile (bearer) */
    profile: () => rest.get<RestUser>('/api/users/profile'),
    /** PUT /api/users/profile-picture (bearer, multipart field `file`) */
    uploadProfilePicture: (file: RestFile) =>
      rest.sendFiles<RestAnswer<'/api/users/profile-picture', 'put'>>('PUT', '/api/users/profile-picture', [file]),
    /** GET /api/users/by-ids?ids=a,b (extension, bearer optional): unknown ids are left out, any order. */
    byIds: async (ids: readonly string[]) =>
      (await rest.get<RestAnswer<'/api/users/by-ids'>>('/api/users/by-ids', { ids })).users,
  };
}
