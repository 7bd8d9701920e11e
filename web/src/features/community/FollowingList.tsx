import { graphql, usePaginationFragment } from 'react-relay';
import { requireLoaded } from '../../lib/relay/environment';
import type { FollowingListPaginationQuery } from './__generated__/FollowingListPaginationQuery.graphql';
import type { FollowingList_viewer$key } from './__generated__/FollowingList_viewer.graphql';
import { CommunityCard } from './CommunityCard';
import { FollowList } from './FollowList';

// The connection's key is lib/relay/followUpdater.ts FOLLOWING_CONNECTION_KEY: a follow
// anywhere in the app inserts into (or removes from) this list in the store.
const fragment = graphql`
  fragment FollowingList_viewer on User
  @refetchable(queryName: "FollowingListPaginationQuery")
  @argumentDefinitions(
    search: { type: "String" }
    count: { type: "Int", defaultValue: 10 }
    cursor: { type: "String" }
  ) {
    following(search: $search, first: $count, after: $cursor) @connection(key: "FollowingList_following") {
      totalCount
      edges {
        node {
          id
          ...CommunityCard_user
        }
      }
    }
  }
`;

/** 'Mis seguidos': the accounts the viewer follows, newest follow first, 10 a page. */
export function FollowingList({ viewer, search }: { viewer: FollowingList_viewer$key; search: string | null }) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<
    FollowingListPaginationQuery,
    FollowingList_viewer$key
  >(fragment, viewer);
  // Null when the list could not be read upstream: the list's failure text.
  const { totalCount, edges } = requireLoaded(data.following);
  return (
    <FollowList
      tab="following"
      search={search}
      totalCount={totalCount}
      cards={edges.map(({ node }) => (
        <CommunityCard key={node.id} user={node} />
      ))}
      paging={{ hasNext, isLoadingNext, loadNext }}
    />
  );
}
