import { fetchQuery, graphql } from 'react-relay';
import { getRelayEnvironment } from '../relay/environment';
import { paths } from '../routing/paths';
import type { signedInLandingPathQuery } from './__generated__/signedInLandingPathQuery.graphql';
import { landingPathOf, readWizardProfile } from './wizardProgress';

const query = graphql`
  query signedInLandingPathQuery {
    viewer {
      ...wizardProgress_user
    }
  }
`;

/**
 * Where a user who just signed in goes (the login dialog, Google's /token-handler): back
 * into the onboarding wizard at the first step still to answer, or the explorer once it
 * is finished. It asks the server's profile (GET /api/users/profile through the graph);
 * when that fails the explorer opens, whose shell deals with the session.
 */
export async function signedInLandingPath(): Promise<string> {
  const data = await fetchQuery<signedInLandingPathQuery>(
    getRelayEnvironment(),
    query,
    {},
    { fetchPolicy: 'network-only' },
  )
    .toPromise()
    .catch(() => null);
  return data?.viewer ? landingPathOf(readWizardProfile(data.viewer)) : paths.explorer();
}
