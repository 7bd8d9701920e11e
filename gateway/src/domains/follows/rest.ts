import type { RestAnswer } from '../../rest/answers';
import type { RestCaller } from '../../rest/http';
import type { RestPageAnswer } from '../../relay/connections';

/** The answer of POST and DELETE /api/users/follow/{userId}. */
export type RestFollowAnswer = RestAnswer<'/api/users/follow/{userId}', 'post'>;

/** A community card (CONTRACT.md § Community lists): a part of the whole user. */
export type RestCommunityCard = RestAnswer<'/api/users/following'>['following'][number];

/** The two community lists: the accounts the caller follows, and its followers. */
export type FollowDirection = 'following' | 'followers';

/** A read of a community list: REST page, limit and search. */
export interface CommunityQuery {
  direction: FollowDirection;
  page: number;
  limit: number;
  search: string | null;
}

/** A page of a community list; `total` counts the searched list, `all` the whole one (the tab's count). */
export type CommunityPage = RestPageAnswer<RestCommunityCard> & { total: number; all: number };

/** The follow calls of part 2 §7 "Profile" (and the community lists' search extension). */
export function followsRest(rest: RestCaller) {
  const path = (userId: string) => `/api/users/follow/${encodeURIComponent(userId)}`;
  return {
    /** POST /api/users/follow/{userId} (bearer): idempotent. */
    follow: (userId: string) => rest.post<RestFollowAnswer>(path(userId), {}),
    /** DELETE /api/users/follow/{userId} (bearer): idempotent. */
    unfollow: (userId: string) => rest.delete<RestFollowAnswer>(path(userId)),
    /** GET /api/users/following or /api/users/followers?page&limit&search (bearer). */
    community: async ({ direction, page, limit, search }: CommunityQuery): Promise<CommunityPage> => {
      const query = { page, limit, search: search ?? undefined };
      if (direction === 'following') {
        const answer = await rest.get<RestAnswer<'/api/users/following'>>('/api/users/following', query);
        return { items: answer.following, hasMore: answer.hasMore, total: answer.total, all: answer.totalFollowing };
      }
      const answer = await rest.get<RestAnswer<'/api/users/followers'>>('/api/users/followers', query);
      return { items: answer.followers, hasMore: answer.hasMore, total: answer.total, all: answer.totalFollowers };
    },
  };
}
