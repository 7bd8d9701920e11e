import { Suspense } from 'react';
import { graphql } from 'react-relay';
import { useRouteError } from 'react-router';
import { isUnauthenticated } from '../../lib/relay/errorCodes';
import { queryLoader, useRouteQuery } from '../../lib/relay/routeQuery';
import type { OwnProfilePageQuery } from './__generated__/OwnProfilePageQuery.graphql';
import { ProfileLoadError } from './ProfileLoadError';
import { ProfileSkeleton } from './ProfileSkeleton';
import { ProfileView } from './ProfileView';

const query = graphql`
  query OwnProfilePageQuery {
    viewer {
      ...ProfileView_user
    }
  }
`;

export const loader = queryLoader<OwnProfilePageQuery>(query);

/** /ControlPanel/profile: the signed-in user's own profile (part 2 §2 'Own profile view'). */
export function Component() {
  return (
    <Suspense fallback={<ProfileSkeleton />}>
      <OwnProfile />
    </Suspense>
  );
}

function OwnProfile() {
  const { viewer } = useRouteQuery<OwnProfilePageQuery>(query);
  return viewer ? <ProfileView user={viewer} /> : <ProfileLoadError />;
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
