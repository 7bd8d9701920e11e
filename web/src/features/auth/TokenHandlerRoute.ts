import { fetchQuery, graphql } from 'react-relay';
import { replace, type LoaderFunctionArgs } from 'react-router';
import { getRelayEnvironment } from '../../lib/relay/environment';
import { signedInLandingPath } from '../../lib/onboarding/signedInLandingPath';
import { paths } from '../../lib/routing/paths';
import { setAuthToken, storeUser } from '../../lib/session';
import type { TokenHandlerRouteQuery } from './__generated__/TokenHandlerRouteQuery.graphql';
import { toStoredUser } from './storedUser';

// Who signed in, so a Google session caches the same facts as an email sign-in.
const query = graphql`
  query TokenHandlerRouteQuery {
    viewer {
      ...storedUser_user
    }
  }
`;

/**
 * /token-handler?token=… (where Google sign-in lands, part 1 §2): the token becomes the
 * session and the dashboard opens; the URL is replaced, so the token stays out of history.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get('token');
  if (!token) return replace(paths.landing());
  setAuthToken(token);
  const data = await fetchQuery<TokenHandlerRouteQuery>(getRelayEnvironment(), query, {})
    .toPromise()
    .catch(() => null); // The token is stored either way; the dashboard asks again.
  if (data?.viewer) storeUser(toStoredUser(data.viewer));
  return replace(await signedInLandingPath());
}
