import { Suspense } from 'react';
import { graphql } from 'react-relay';
import { queryLoader, useRouteQuery } from '../../lib/relay/routeQuery';
import type { PublicProfilePageQuery } from './__generated__/PublicProfilePageQuery.graphql';
import { ProfileLoadError } from './ProfileLoadError';
import { ProfileSkeleton } from './ProfileSkeleton';
import { ProfileView } from './ProfileView';

const query = graphql`
  query PublicProfilePageQuery($username: String!) {
    user(username: $username) {
      ...ProfileView_user
    }
  }
`;

export const loader = queryLoader<PublicProfilePageQuery>(query, ({ params }) => ({
  username: params.username ?? '',
}));

/**
 * /ControlPanel/profile/{username}: anyone's profile (part 2 §2 'External profile'); the
 * signed-in user's own username shows their own profile, with its own actions.
 */
export function Component() {
  return (
    <Suspense fallback={<ProfileSkeleton />}>
      <PublicProfile />
    </Suspense>
  );
}

function PublicProfile() {
  const { user } = useRouteQuery<PublicProfilePageQuery>(query);
  return user ? <ProfileView user={user} /> : <ProfileLoadError />;
}

/** A failed load shows the spec's text with the way back to the explorer. */
export function ErrorBoundary() {
  return <ProfileLoadError />;
}
