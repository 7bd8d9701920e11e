import { graphql, usePaginationFragment } from 'react-relay';
import { requireLoaded } from '../../lib/relay/environment';
import type { FollowersListPaginationQuery } from './__generated__/FollowersListPaginationQuery.graphql';
import type { FollowersList_viewer$key } from './__generated__/FollowersList_viewer.graphql';
import { CommunityCard } from './CommunityCard';
import { FollowList } from './FollowList';

const fragment = graphql`
  fragment FollowersList_viewer on User
  @refetchable(queryName: "FollowersListPaginationQuery")
  @argumentDefinitions(
    search: { type: "String" }
    count: { type: "Int", defaultValue: 10 }
    cursor: { type: "String" }
  ) {
    followers(search: $search, first: $count, after: $cursor) @connection(key: "FollowersList_followers") {
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

/** 'Mis seguidores': the accounts that follow the viewer, newest first, 10 a page. */
export function FollowersList({ viewer, search }: { viewer: FollowersList_viewer$key; search: string | null }) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<
    FollowersListPaginationQuery,
    FollowersList_viewer$key
  >(fragment, viewer);
  // Null when the list could not be read upstream: the list's failure text.
  const { totalCount, edges } = requireLoaded(data.followers);
  return (
    <FollowList
      tab="followers"
      search={search}
      totalCount={totalCount}
      cards={edges.map(({ node }) => (
        <CommunityCard key={node.id} user={node} />
      ))}
      paging={{ hasNext, isLoadingNext, loadNext }}
    />
  );
}
