import { Suspense } from 'react';
import { graphql } from 'react-relay';
import { useParams, useRouteError } from 'react-router';
import { isUnauthenticated } from '../../lib/relay/errorCodes';
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
  // Another profile starts on its first tab, with nothing of the last one's state.
  const { username } = useParams();
  return user ? <ProfileView key={username} user={user} /> : <ProfileLoadError />;
}

/**
 * A failed load shows the spec's text with the way back to the explorer; a refused
 * session goes on to the shell, which ends it.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isUnauthenticated(error)) throw error;
  return <ProfileLoadError />;
}
