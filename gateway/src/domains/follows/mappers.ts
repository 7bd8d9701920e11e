import type { UserErrorDTO } from '../../errors';
import type { RestUserSource } from '../users';

/** The REST object behind each graph type of this domain (codegen `mappers`, found by codegen.ts). */

/**
 * What followUser and unfollowUser know: the account with its new follower count and follow
 * state; `viewer` is read when asked, after the change (its new followingCount).
 */
export type FollowUserPayloadMapper = {
  user: RestUserSource | null;
  message: string | null;
  changed: boolean;
  userErrors: UserErrorDTO[];
};
