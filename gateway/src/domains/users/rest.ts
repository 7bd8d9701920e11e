import type { RestCaller } from '../../rest/http';
import type { RestProfileChanges, RestProfileUpdate, RestUser } from '../../rest/types';

/** User calls of spec part 1 §7 and the by-ids extension of CONTRACT.md. */
export function usersRest(rest: RestCaller) {
  return {
    /** GET /api/users/profile (bearer) */
    profile: () => rest.get<RestUser>('/api/users/profile'),
    /** PUT /api/users/profile (bearer) */
    updateProfile: (changes: RestProfileChanges) => rest.put<RestProfileUpdate>('/api/users/profile', changes),
    /** GET /api/users/by-ids?ids=a,b (extension): unknown ids are left out, any order. */
    byIds: async (ids: readonly string[]) =>
      (await rest.get<{ users: RestUser[] }>('/api/users/by-ids', { ids })).users,
  };
}
